import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { haulerStanding, type OperatorStanding, receiverStanding } from "@/domain/bulletin/contents";
import type { ReadDb } from "@/server/db/read-replica";
import { haulerProfiles, licences, orgs, receiverProfiles } from "@/server/db/schema";

/** An operator with whether it is licensed and, if not, why (citing the article). */
export type OperatorRow = OperatorStanding;

/** Active haulers serving the municipality: its profile lists it, or (no profile yet) it is based there. */
export function haulersServing(db: ReadDb, municipalityId: string) {
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
 * receiver based there, with whether it held a valid licence on `at`'s day in the municipality, as the
 * law module reads it (`haulerStanding`, `receiverStanding`: JF art. 4º–5º, JP art. 18, JP art. 12, §2º).
 */
export async function operatorsIn(
  db: ReadDb,
  municipalityId: string,
  timeZone: string,
  at: Date,
): Promise<OperatorRow[]> {
  const haulers = await haulersServing(db, municipalityId);
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
  const rows: OperatorRow[] = haulers.map((h) =>
    haulerStanding(
      municipalityId,
      { orgId: h.id, legalName: h.legalName, taxId: h.taxId, licences: held.filter((l) => l.orgId === h.id) },
      at,
    ),
  );
  const receivers = await db
    .select({
      orgId: orgs.id,
      legalName: orgs.legalName,
      taxId: orgs.taxId,
      licenceNumber: receiverProfiles.licenceNumber,
      licenceValidUntil: receiverProfiles.licenceValidUntil,
    })
    .from(orgs)
    .leftJoin(receiverProfiles, eq(receiverProfiles.orgId, orgs.id))
    .where(and(eq(orgs.kind, "receiver"), eq(orgs.status, "active"), eq(orgs.municipalityId, municipalityId)))
    .orderBy(asc(orgs.legalName));
  for (const r of receivers) rows.push(receiverStanding(municipalityId, r, at, timeZone));
  return rows;
}
