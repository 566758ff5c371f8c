import { gateOf } from "../laws/gate";
import { isRegulated } from "../laws/types";
import { localDate } from "../time/zoned";
import { LICENCE_KIND_LABEL, type LicenceKind, type MunicipalityRequirements } from "./requirements";
import { inForce, licenceStatus } from "./status";

export interface MissingLicence {
  kind: LicenceKind;
  label: string;
  article: string;
  /** `missing`: none registered; `expired`: the latest one lapsed on `validUntil`; `not_yet_valid`: starts later. */
  reason: "missing" | "expired" | "not_yet_valid";
  validUntil?: string;
}

export interface LicensingVerdict {
  municipalityId: string;
  municipalityName: string;
  licensed: boolean;
  /** The article that blocks an unlicensed hauler, e.g. `JF art. 4º–5º`; null where the law requires none. */
  article: string | null;
  missing: MissingLicence[];
}

/** A licence the hauler holds in the municipality, as the verdict reads it. */
export type HeldLicence = { kind: LicenceKind; validFrom: string; validUntil: string };

/** Whether the licences `held` in the municipality cover, on `at`'s calendar day there, every one its law requires. */
export function licensingVerdict(
  req: MunicipalityRequirements,
  held: readonly HeldLicence[],
  at: Date,
): LicensingVerdict {
  const today = localDate(at.getTime(), req.timeZone);
  const missing: MissingLicence[] = [];
  for (const { kind, article } of req.required) {
    const ofKind = held.filter((r) => r.kind === kind);
    if (ofKind.some((r) => inForce(licenceStatus(r.validFrom, r.validUntil, today)))) continue;
    const base = { kind, label: LICENCE_KIND_LABEL[kind], article };
    const future = ofKind.find((r) => r.validFrom > today);
    const latest = ofKind
      .map((r) => r.validUntil)
      .sort()
      .at(-1);
    if (future) missing.push({ ...base, reason: "not_yet_valid" });
    else if (latest) missing.push({ ...base, reason: "expired", validUntil: latest });
    else missing.push({ ...base, reason: "missing" });
  }
  return {
    municipalityId: req.municipalityId,
    municipalityName: req.municipalityName,
    licensed: missing.length === 0,
    article: req.article,
    missing,
  };
}

/**
 * The last local day the hauler stays licensed with what it holds: for each required kind, the latest end
 * among its licences in force on `today`; the earliest of those. Null when not licensed today or when the
 * law requires nothing.
 */
export function licensedThrough(
  req: MunicipalityRequirements,
  held: readonly HeldLicence[],
  today: string,
): string | null {
  let through: string | null = null;
  for (const { kind } of req.required) {
    const ends = held
      .filter((r) => r.kind === kind && inForce(licenceStatus(r.validFrom, r.validUntil, today)))
      .map((r) => r.validUntil)
      .sort();
    const end = ends.at(-1);
    if (!end) return null;
    if (through === null || end < through) through = end;
  }
  return through;
}

/** What an unlicensed hauler may not do in the municipality, each with the article that blocks it. */
export interface LicensingBlock {
  action: "placement" | "job" | "ctr_issue" | "receiver_gate";
  label: string;
  article: string;
}

/** Placing caçambas, creating jobs and issuing CTRs need the licence; receivers refuse its loads where the law says so. */
export function licensingBlocks(req: MunicipalityRequirements): LicensingBlock[] {
  if (!req.article) return [];
  const blocks: LicensingBlock[] = [
    { action: "placement", label: "colocar caçambas", article: req.article },
    { action: "job", label: "despachar serviços", article: req.article },
    { action: "ctr_issue", label: "emitir CTR", article: req.article },
  ];
  const gate = gateOf(req.municipalityId).unlicensedHauler;
  if (isRegulated(gate))
    blocks.push({
      action: "receiver_gate",
      label: "descarregar em área de recepção do município",
      article: gate.article,
    });
  return blocks;
}

const ddmmyyyy = (iso: string) => iso.split("-").reverse().join("/");

function describe(m: MissingLicence): string {
  if (m.reason === "expired" && m.validUntil)
    return `${m.label} (${m.article}) vencida em ${ddmmyyyy(m.validUntil)}`;
  if (m.reason === "not_yet_valid") return `${m.label} (${m.article}) ainda não vigente`;
  return `${m.label} (${m.article}) não cadastrada`;
}

/** pt-BR explanation of a blocked verdict, citing the law. */
export function blockedMessage(v: LicensingVerdict): string {
  return `Transportador não licenciado em ${v.municipalityName} (${v.article}): ${v.missing
    .map(describe)
    .join("; ")}. Cadastre ou renove em "Empresa e licenças" antes de despachar caçambas ou emitir CTR.`;
}
