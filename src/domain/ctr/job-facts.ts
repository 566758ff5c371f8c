/**
 * A CTR issued for a job states that job's load: its generator and site, truck, driver and caçamba.
 * The job decides them; the CTR may add only what the job leaves open (no truck yet, say).
 */
export interface JobFacts {
  kind: string;
  status: string;
  generatorOrgId: string | null;
  siteId: string | null;
  truckId: string | null;
  driverId: string | null;
  cacambaId: string | null;
}

/** The CTR's facts that a job fixes (`null` where the CTR states none). */
export interface CtrJobFacts {
  generatorOrgId: string;
  siteId: string | null;
  truckId: string;
  driverId: string;
  cacambaId: string | null;
}

export type JobFactField = keyof CtrJobFacts;

/** In the order the form shows them. */
const CHECKED: readonly { field: JobFactField; label: string }[] = [
  { field: "generatorOrgId", label: "o gerador (cliente)" },
  { field: "siteId", label: "a obra (origem)" },
  { field: "truckId", label: "o caminhão" },
  { field: "driverId", label: "o motorista" },
  { field: "cacambaId", label: "a caçamba" },
];

export interface JobContradiction {
  field: JobFactField;
  message: string;
}

/**
 * Each fact where the CTR says other than its job: a fact the job fixes must be the same, a fact the
 * job leaves open (null) may be anything. Used on issuance (refusal) and on stored CTRs (the check).
 */
export function jobContradictions(job: JobFacts, ctr: CtrJobFacts): JobContradiction[] {
  return CHECKED.filter(({ field }) => job[field] !== null && job[field] !== ctr[field]).map(
    ({ field, label }) => ({
      field,
      message: `O CTR deste serviço deve trazer ${label} do serviço; o informado é outro. Corrija o serviço no despacho ou emita o CTR com os dados dele.`,
    }),
  );
}

/** The CTR's facts to propose for a job: the job's own, where it has them. */
export function ctrFactsFromJob(job: JobFacts): Partial<CtrJobFacts> {
  const facts: Partial<CtrJobFacts> = {};
  for (const { field } of CHECKED) {
    const value = job[field];
    if (value !== null) facts[field] = value;
  }
  return facts;
}
