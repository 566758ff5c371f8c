import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { findLaw, isRegulated } from "@/domain";
import { isoDateIn } from "@/lib/format";
import type { DbOrTx } from "@/server/db/client";
import type { BulletinEntry } from "@/server/db/schema";
import { haulerProfiles, licences, orgs, receiverProfiles } from "@/server/db/schema";
import { checkHaulerLicensing } from "@/server/services/fleet/licences/assert-licensed";
import { LICENCE_KIND_LABEL } from "@/server/services/fleet/licences/requirements";
import { inForce, licenceStatus } from "@/server/services/fleet/licences/status";

function bulletinDutyArticle(municipalityId: string): string | null {
  const duty = findLaw(municipalityId)?.bulletin;
  return duty && isRegulated(duty) ? duty.article : null;
}

export interface OperatorRow extends BulletinEntry {
  licensed: boolean;
  /** Why it is not licensed, citing the article (empty when licensed). */
  problems: string[];
  article: string | null;
}

/** Active haulers serving the municipality: its profile lists it, or (no profile yet) it is based there. */
export function haulersServing(db: DbOrTx, municipalityId: string) {
  return db
    .select({ id: orgs.id, legalName: orgs.legalName, taxId: orgs.taxId })
    .from(orgs)
    .leftJoin(haulerProfiles, eq(haulerProfiles.orgId, orgs.id))
    .where(
      and(
        eq(orgs.kind, "hauler"),
        eq(orgs.status, "active"),
        or(
          sql`${municipalityId} = any(${haulerProfiles.municipalityIds})`,
          and(sql`${haulerProfiles.orgId} is null`, eq(orgs.municipalityId, municipalityId)),
        ),
      ),
    )
    .orderBy(asc(orgs.legalName));
}

/**
 * Every hauler serving the municipality (its profile lists it, or it is based there) and every
 * receiver based there, with whether it held a valid licence on `at`'s day in the municipality.
 * Haulers: the licences the municipality's law requires (`checkHaulerLicensing`, JF art. 4º–5º,
 * JP art. 18). Receivers: the operating licence on their profile must be valid that day.
 */
export async function operatorsIn(
  db: DbOrTx,
  municipalityId: string,
  timeZone: string,
  at: Date,
): Promise<OperatorRow[]> {
  const haulers = await haulersServing(db, municipalityId);
  const today = isoDateIn(at, timeZone);
  const held =
    haulers.length === 0
      ? []
      : await db
          .select({
            orgId: licences.orgId,
            kind: licences.kind,
            number: licences.number,
            validFrom: licences.validFrom,
            validUntil: licences.validUntil,
          })
          .from(licences)
          .where(
            and(
              inArray(
                licences.orgId,
                haulers.map((h) => h.id),
              ),
              eq(licences.municipalityId, municipalityId),
            ),
          );
  const rows: OperatorRow[] = [];
  for (const h of haulers) {
    const verdict = await checkHaulerLicensing(db, h.id, municipalityId, at);
    rows.push({
      orgId: h.id,
      kind: "hauler",
      legalName: h.legalName,
      taxId: h.taxId,
      licensed: verdict.licensed,
      article: verdict.article,
      problems: verdict.missing.map((m) => `${m.label} (${m.article}): ${REASON[m.reason]}`),
      licences: held
        .filter((l) => l.orgId === h.id && inForce(licenceStatus(l.validFrom, l.validUntil, today)))
        .map((l) => ({ label: LICENCE_KIND_LABEL[l.kind], number: l.number, validUntil: l.validUntil })),
    });
  }
  const receivers = await db
    .select({
      id: orgs.id,
      legalName: orgs.legalName,
      taxId: orgs.taxId,
      licenceNumber: receiverProfiles.licenceNumber,
      licenceValidUntil: receiverProfiles.licenceValidUntil,
    })
    .from(orgs)
    .leftJoin(receiverProfiles, eq(receiverProfiles.orgId, orgs.id))
    .where(and(eq(orgs.kind, "receiver"), eq(orgs.status, "active"), eq(orgs.municipalityId, municipalityId)))
    .orderBy(asc(orgs.legalName));
  for (const r of receivers) {
    const valid = r.licenceValidUntil !== null && r.licenceValidUntil >= today;
    rows.push({
      orgId: r.id,
      kind: "receiver",
      legalName: r.legalName,
      taxId: r.taxId,
      licensed: valid,
      /** Only a law with a bulletin duty (JP art. 12, §2º) speaks of receivers' licences; elsewhere no article is cited. */
      article: bulletinDutyArticle(municipalityId),
      problems: valid
        ? []
        : [
            r.licenceNumber === null
              ? "Perfil de receptor não preenchido (licença de operação não informada)."
              : r.licenceValidUntil === null
                ? "Validade da licença de operação não informada."
                : `Licença de operação vencida em ${r.licenceValidUntil.split("-").reverse().join("/")}.`,
          ],
      licences:
        valid && r.licenceNumber
          ? [{ label: "Licença de operação", number: r.licenceNumber, validUntil: r.licenceValidUntil }]
          : [],
    });
  }
  return rows;
}

const REASON = { missing: "não cadastrada", expired: "vencida", not_yet_valid: "ainda não vigente" } as const;
