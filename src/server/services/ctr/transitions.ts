import { and, eq } from "drizzle-orm";
import { type CtrStatus, type CtrTransition, ctrTransition } from "@/domain/ctr";
import type { Tx } from "@/server/db/client";
import { ctrs } from "@/server/db/schema";
import { conflict, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import type { CtrRow } from "./view";

/** Locks the CTR row (`FOR UPDATE`) so two transitions of one CTR run one after the other. */
export async function lockCtr(tx: Tx, where: ReturnType<typeof and>, what = "CTR"): Promise<CtrRow> {
  const [row] = await tx.select().from(ctrs).where(where).for("update");
  if (!row) throw notFound(what);
  return row;
}

/**
 * Applies `transition` to a locked row: refuses an illegal one (nothing changes), else updates the
 * status and the given fields and writes the audit event in the same transaction.
 */
export async function applyTransition(
  tx: Tx,
  scope: OrgScope,
  row: CtrRow,
  transition: CtrTransition,
  set: Partial<typeof ctrs.$inferInsert>,
  audit: Record<string, unknown> = {},
): Promise<CtrRow> {
  const verdict = ctrTransition(row.status as CtrStatus, transition);
  if (!verdict.ok) throw conflict(verdict.message);
  const [updated] = await tx
    .update(ctrs)
    .set({ ...set, status: verdict.to, updatedAt: new Date() })
    .where(and(eq(ctrs.orgId, row.orgId), eq(ctrs.id, row.id), eq(ctrs.status, row.status)))
    .returning();
  if (!updated) throw conflict("O CTR mudou enquanto você agia: abra-o de novo.");
  await writeAudit(tx, {
    orgId: scope.orgId,
    actorUserId: scope.userId,
    action: `ctr.${transition}`,
    entity: "ctr",
    entityId: row.id,
    before: { status: row.status },
    after: { status: verdict.to, number: row.number, haulerOrgId: row.orgId, ...audit },
  });
  return updated;
}
