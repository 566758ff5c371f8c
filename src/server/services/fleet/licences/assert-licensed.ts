import { and, eq, inArray } from "drizzle-orm";
import { formatIsoDate, isoDateIn } from "@/lib/format";
import type { DbOrTx } from "@/server/db/client";
import { licences } from "@/server/db/schema";
import { DomainError, invalidField } from "@/server/errors";
import {
  LICENCE_KIND_LABEL,
  type LicenceKind,
  type MunicipalityRequirements,
  requirementsFor,
} from "./requirements";
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

/** The municipality's licence requirements; a pt-BR BAD_REQUEST when it is not one the platform serves. */
export function requirementsOrRefuse(municipalityId: string): MunicipalityRequirements {
  const req = requirementsFor(municipalityId);
  if (!req)
    throw invalidField("municipalityId", "Município desconhecido: escolha um dos municípios atendidos.");
  return req;
}

/** Whether the licences `held` in the municipality cover, on `at`'s calendar day there, every one its law requires. */
export function licensingVerdict(
  req: MunicipalityRequirements,
  held: readonly HeldLicence[],
  at: Date,
): LicensingVerdict {
  const today = isoDateIn(at, req.timeZone);
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

/** Whether `haulerOrgId` holds, on `at`'s calendar day in the municipality, every licence its law requires. */
export async function checkHaulerLicensing(
  db: DbOrTx,
  haulerOrgId: string,
  municipalityId: string,
  at: Date,
): Promise<LicensingVerdict> {
  const req = requirementsOrRefuse(municipalityId);
  const kinds = req.required.map((r) => r.kind);
  const held =
    kinds.length === 0
      ? []
      : await db
          .select({ kind: licences.kind, validFrom: licences.validFrom, validUntil: licences.validUntil })
          .from(licences)
          .where(
            and(
              eq(licences.orgId, haulerOrgId),
              eq(licences.municipalityId, req.municipalityId),
              inArray(licences.kind, kinds),
            ),
          );
  return licensingVerdict(req, held, at);
}

function describe(m: MissingLicence): string {
  if (m.reason === "expired" && m.validUntil)
    return `${m.label} (${m.article}) vencida em ${formatIsoDate(m.validUntil)}`;
  if (m.reason === "not_yet_valid") return `${m.label} (${m.article}) ainda não vigente`;
  return `${m.label} (${m.article}) não cadastrada`;
}

/** pt-BR explanation of a blocked verdict, citing the law. */
export function blockedMessage(v: LicensingVerdict): string {
  return `Transportador não licenciado em ${v.municipalityName} (${v.article}): ${v.missing
    .map(describe)
    .join("; ")}. Cadastre ou renove em "Empresa e licenças" antes de despachar caçambas ou emitir CTR.`;
}

/**
 * Throws a `PRECONDITION_FAILED` DomainError citing the article (JF art. 4º–5º, JP art. 18) when the
 * hauler lacks a licence the municipality requires on `at`. Dispatch and CTR issuing call this first.
 */
export async function assertHaulerLicensed(
  db: DbOrTx,
  haulerOrgId: string,
  municipalityId: string,
  at: Date,
): Promise<void> {
  refuseUnlicensed(await checkHaulerLicensing(db, haulerOrgId, municipalityId, at));
}

/** Throws the verdict's `PRECONDITION_FAILED` citing its article unless the hauler is licensed. */
export function refuseUnlicensed(verdict: LicensingVerdict): void {
  if (verdict.licensed) return;
  throw new DomainError("PRECONDITION_FAILED", blockedMessage(verdict), {
    article: verdict.article ?? undefined,
  });
}
