import type { ReceiverKind } from "@/domain/ctr";
import type { JobFacts } from "@/domain/ctr/job-facts";
import type { Db } from "@/server/db/client";
import { runStatement } from "@/server/db/statement";
import type { LicenceKind } from "@/server/services/fleet/licences/requirements";
import type { OrgRead } from "@/server/services/session/active-member";
import { jobFactsJson } from "./job-facts";

/** What issuing a CTR checks and copies, each null when the hauler may not use it (not theirs, not found). */
export interface IssueFacts {
  jobTaken: boolean;
  /** The hauler's job the CTR is issued for (null without a job, or when it is not the hauler's). */
  job: JobFacts | null;
  generator: { id: string; legalName: string; taxId: string } | null;
  site: { id: string; address: string; municipalityId: string } | null;
  receiver: {
    orgId: string;
    legalName: string;
    taxId: string;
    municipalityId: string;
    kind: ReceiverKind;
    address: string;
    licenceNumber: string;
    licenceValidUntil: string | null;
    acceptedClasses: string[];
    acceptedKinds: string[];
  } | null;
  truck: { id: string; plate: string; active: boolean } | null;
  driver: { id: string; name: string; active: boolean } | null;
  cacamba: { id: string; number: number } | null;
  hauler: { legalName: string; taxId: string } | null;
  userName: string | null;
  /** Every licence of the hauler, in every municipality (a handful): the checks pick the origin's. */
  licences: {
    kind: LicenceKind;
    number: string;
    municipalityId: string;
    validFrom: string;
    validUntil: string;
  }[];
}

/*
 * One statement, one round trip, for every read of the issuance; each part is scoped as its own
 * query was: the generator must be the hauler's client, the site the generator's, the fleet the
 * hauler's, the receiver an active receiver org with a published profile.
 */
const FACTS = `
select
  exists (select 1 from ctrs c where c.org_id = $1::uuid and c.job_id = $3::uuid and c.status <> 'cancelled')
    as "jobTaken",
  ${jobFactsJson("$1::uuid", "$3::uuid")} as job,
  (select json_build_object('id', o.id, 'legalName', o.legal_name, 'taxId', o.tax_id)
     from hauler_clients hc join orgs o on o.id = hc.generator_org_id
     where hc.org_id = $1::uuid and hc.generator_org_id = $4::uuid) as generator,
  (select json_build_object('id', s.id, 'address', s.address, 'municipalityId', s.municipality_id)
     from sites s where s.org_id = $4::uuid and s.id = $5::uuid) as site,
  (select json_build_object('orgId', o.id, 'legalName', o.legal_name, 'taxId', o.tax_id,
       'municipalityId', o.municipality_id, 'kind', r.kind, 'address', r.address,
       'licenceNumber', r.licence_number, 'licenceValidUntil', r.licence_valid_until,
       'acceptedClasses', r.accepted_classes, 'acceptedKinds', r.accepted_kinds)
     from receiver_profiles r join orgs o on o.id = r.org_id
     where r.org_id = $6::uuid and o.kind = 'receiver' and o.status = 'active') as receiver,
  (select json_build_object('id', t.id, 'plate', t.plate, 'active', t.active)
     from trucks t where t.org_id = $1::uuid and t.id = $7::uuid) as truck,
  (select json_build_object('id', d.id, 'name', d.name, 'active', d.active)
     from drivers d where d.org_id = $1::uuid and d.id = $8::uuid) as driver,
  (select json_build_object('id', k.id, 'number', k.number)
     from cacambas k where k.org_id = $1::uuid and k.id = $9::uuid) as cacamba,
  (select json_build_object('legalName', o.legal_name, 'taxId', o.tax_id) from orgs o where o.id = $1::uuid)
    as hauler,
  (select u.name from users u where u.id = $2::uuid) as "userName",
  (select coalesce(json_agg(json_build_object('kind', l.kind, 'number', l.number,
       'municipalityId', l.municipality_id, 'validFrom', l.valid_from, 'validUntil', l.valid_until)), '[]')
     from licences l where l.org_id = $1::uuid) as licences
`;

/** What the facts are read for, besides the org ($1) and the user ($2). */
export interface IssueFactIds {
  jobId: string | null;
  generatorOrgId: string;
  siteId: string | null;
  receiverOrgId: string;
  truckId: string;
  driverId: string;
  cacambaId: string | null;
}

/** The facts as an org read: alone, or in the caller's membership statement (`orgGateProcedure`). */
export function issueFactsRead(ids: IssueFactIds): OrgRead<IssueFacts> {
  return {
    text: FACTS,
    params: [
      ids.jobId,
      ids.generatorOrgId,
      ids.siteId,
      ids.receiverOrgId,
      ids.truckId,
      ids.driverId,
      ids.cacambaId,
    ],
    of: (row) => row as unknown as IssueFacts,
  };
}

export async function readIssueFacts(
  db: Db,
  ids: IssueFactIds & { orgId: string; userId: string },
): Promise<IssueFacts> {
  const read = issueFactsRead(ids);
  const [row] = await runStatement<Record<string, unknown>>(db, read.text, [
    ids.orgId,
    ids.userId,
    ...read.params,
  ]);
  if (!row) throw new Error("issue facts returned no row");
  return read.of(row);
}
