import { eq } from "drizzle-orm";
import type { AuditAction } from "@/domain/audit/actions";
import type { DbOrTx } from "@/server/db/client";
import { memberships } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";

/**
 * Audits an action on a user's own account in every org they belong to (each org's admins see
 * it), or once platform-wide when they belong to none.
 */
export async function auditAccountEvent(
  tx: DbOrTx,
  userId: string,
  action: Extract<AuditAction, `user.${string}`>,
  details: { before?: unknown; after?: unknown; actorUserId?: string | null } = {},
): Promise<void> {
  const orgs = await tx
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  const targets = orgs.length > 0 ? orgs.map((o) => o.orgId) : [null];
  for (const orgId of targets) {
    await writeAudit(tx, {
      orgId,
      actorUserId: details.actorUserId === undefined ? userId : details.actorUserId,
      action,
      entity: "user",
      entityId: userId,
      before: details.before,
      after: details.after,
    });
  }
}
