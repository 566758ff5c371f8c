import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { haulerClients, mtrConsents, orgs } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

/** The generator's haulers, each with whether it may issue the generator's MTRs. */
export async function listConsents(scope: OrgScope) {
  const rows = await scope.db
    .select({
      haulerOrgId: haulerClients.orgId,
      haulerName: orgs.legalName,
      grantedAt: mtrConsents.grantedAt,
      revokedAt: mtrConsents.revokedAt,
    })
    .from(haulerClients)
    .innerJoin(orgs, eq(orgs.id, haulerClients.orgId))
    .leftJoin(
      mtrConsents,
      and(
        eq(mtrConsents.orgId, haulerClients.generatorOrgId),
        eq(mtrConsents.haulerOrgId, haulerClients.orgId),
      ),
    )
    .where(eq(haulerClients.generatorOrgId, scope.orgId))
    .orderBy(orgs.legalName);
  return rows.map((r) => ({ ...r, granted: r.grantedAt !== null && r.revokedAt === null }));
}

async function setConsent(scope: OrgScope, haulerOrgId: string, grant: boolean, now: Date) {
  await scope.db.transaction(async (tx) => {
    // Only a hauler that serves this generator can be authorized (another's id is not found).
    const [link] = await tx
      .select({ id: haulerClients.orgId })
      .from(haulerClients)
      .where(and(eq(haulerClients.generatorOrgId, scope.orgId), eq(haulerClients.orgId, haulerOrgId)));
    if (!link) throw notFound("Transportador");
    if (grant)
      await tx
        .insert(mtrConsents)
        .values({ orgId: scope.orgId, haulerOrgId, grantedBy: scope.userId, grantedAt: now })
        .onConflictDoUpdate({
          target: [mtrConsents.orgId, mtrConsents.haulerOrgId],
          set: { grantedBy: scope.userId, grantedAt: now, revokedBy: null, revokedAt: null },
        });
    else
      await tx
        .update(mtrConsents)
        .set({ revokedBy: scope.userId, revokedAt: now })
        .where(
          and(
            eq(mtrConsents.orgId, scope.orgId),
            eq(mtrConsents.haulerOrgId, haulerOrgId),
            isNull(mtrConsents.revokedAt),
          ),
        );
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: grant ? "mtr.consent_granted" : "mtr.consent_revoked",
      entity: "mtr_consent",
      entityId: haulerOrgId,
      after: { haulerOrgId },
    });
  });
  return listConsents(scope);
}

/** The generator lets this hauler issue its MTRs with its credentials (audited; revocable). */
export const grantConsent = (scope: OrgScope, haulerOrgId: string, now = new Date()) =>
  setConsent(scope, haulerOrgId, true, now);
export const revokeConsent = (scope: OrgScope, haulerOrgId: string, now = new Date()) =>
  setConsent(scope, haulerOrgId, false, now);

export async function hasConsent(db: DbOrTx, generatorOrgId: string, haulerOrgId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: mtrConsents.grantedAt })
    .from(mtrConsents)
    .where(
      and(
        eq(mtrConsents.orgId, generatorOrgId),
        eq(mtrConsents.haulerOrgId, haulerOrgId),
        isNull(mtrConsents.revokedAt),
      ),
    );
  return row !== undefined;
}
