import { eq } from "drizzle-orm";
import { DEFAULT_RECEIPT_OVERDUE_DAYS } from "@/domain/ctr";
import type { DbOrTx } from "@/server/db/client";
import { ctrSettings } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

/** Platform default: `CTR_RECEIPT_OVERDUE_DAYS` when set to a positive integer, else 2. */
export function defaultOverdueDays(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.CTR_RECEIPT_OVERDUE_DAYS);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_RECEIPT_OVERDUE_DAYS;
}

export async function overdueDaysOf(db: DbOrTx, haulerOrgId: string): Promise<number> {
  const [row] = await db
    .select({ days: ctrSettings.receiptOverdueDays })
    .from(ctrSettings)
    .where(eq(ctrSettings.orgId, haulerOrgId));
  return row?.days ?? defaultOverdueDays();
}

export async function getCtrSettings(scope: OrgScope) {
  const [row] = await scope.db
    .select({ days: ctrSettings.receiptOverdueDays })
    .from(ctrSettings)
    .where(eq(ctrSettings.orgId, scope.orgId));
  return { receiptOverdueDays: row?.days ?? null, defaultDays: defaultOverdueDays() };
}

export function saveCtrSettings(scope: OrgScope, input: { receiptOverdueDays: number }) {
  return scope.db.transaction(async (tx) => {
    const before = await overdueDaysOf(tx, scope.orgId);
    await tx
      .insert(ctrSettings)
      .values({ orgId: scope.orgId, receiptOverdueDays: input.receiptOverdueDays })
      .onConflictDoUpdate({
        target: ctrSettings.orgId,
        set: { receiptOverdueDays: input.receiptOverdueDays, updatedAt: new Date() },
      });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "ctr.settings_saved",
      entity: "ctr_settings",
      entityId: scope.orgId,
      before: { receiptOverdueDays: before },
      after: input,
    });
    return { receiptOverdueDays: input.receiptOverdueDays };
  });
}
