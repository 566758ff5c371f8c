import { and, eq, inArray, ne } from "drizzle-orm";
import { formatDecimal } from "@/lib/format";
import type { Db, Tx } from "@/server/db/client";
import { mtrs } from "@/server/db/schema";
import { type MtrDeps, mtrDepsFromEnv } from "./deps";
import { RCC_DENSITY_T_PER_M3 } from "./facts";
import { processMtr } from "./worker";

/** In the CTR's cancel transaction: its MTR is to be cancelled in the system (or simply, if never sent). */
export async function askMtrCancel(tx: Tx, haulerOrgId: string, ctrId: string, reason: string, now: Date) {
  const rows = await tx
    .update(mtrs)
    .set({ cancelRequestedAt: now, cancelReason: reason, nextAttemptAt: now, updatedAt: now })
    .where(and(eq(mtrs.orgId, haulerOrgId), eq(mtrs.ctrId, ctrId), ne(mtrs.status, "cancelled")))
    .returning({ id: mtrs.id });
  return rows[0]?.id ?? null;
}

export type ReceivedLoad = {
  orgId: string;
  id: string;
  receivedWeightT: number | null;
  receivedVolumeM3: number | null;
};

/** The quantity received in the MTR's unit (m³: the volume typed at the gate, else the weight over RCC's density). */
export function receivedQuantity(ctr: ReceivedLoad) {
  return (
    ctr.receivedVolumeM3 ??
    (ctr.receivedWeightT !== null
      ? Math.round((ctr.receivedWeightT / RCC_DENSITY_T_PER_M3) * 1000) / 1000
      : null)
  );
}

export const weighed = (ctr: ReceivedLoad) =>
  ctr.receivedWeightT !== null
    ? `Pesado na balança do destinador: ${formatDecimal(ctr.receivedWeightT, 3)} t.`
    : null;

/**
 * In the gate's receipt transaction: the MTR's receipt is to be recorded in the system, with the
 * quantity received and the weighed tonnage as the justification when it differs. One refused by the
 * system keeps the receipt for when "Tentar de novo" issues it.
 */
export async function askMtrReceipt(tx: Tx, ctr: ReceivedLoad, now: Date) {
  const rows = await tx
    .update(mtrs)
    .set({
      receiptRequestedAt: now,
      receivedQuantity: receivedQuantity(ctr),
      receiptNote: weighed(ctr),
      nextAttemptAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(mtrs.orgId, ctr.orgId),
        eq(mtrs.ctrId, ctr.id),
        inArray(mtrs.status, ["queued", "issued", "failed"]),
      ),
    )
    .returning({ id: mtrs.id });
  return rows[0]?.id ?? null;
}

/**
 * In the correction's transaction: the receiver changed the quantity of a load already confirmed. A
 * receipt the system already has is altered there (`alteraRecebimento`); one not yet sent simply
 * goes with the new quantity.
 */
export async function askMtrReceiptChange(tx: Tx, ctr: ReceivedLoad, reason: string, now: Date) {
  const [m] = await tx
    .select({ id: mtrs.id, synced: mtrs.receiptSyncedAt, asked: mtrs.receiptRequestedAt })
    .from(mtrs)
    .where(and(eq(mtrs.orgId, ctr.orgId), eq(mtrs.ctrId, ctr.id), ne(mtrs.status, "cancelled")));
  if (!m?.asked) return null;
  await tx
    .update(mtrs)
    .set({
      receivedQuantity: receivedQuantity(ctr),
      receiptNote: [`Quantidade corrigida pelo destinador: ${reason}`, weighed(ctr)]
        .filter(Boolean)
        .join(" "),
      ...(m.synced ? { receiptChangeRequestedAt: now } : {}),
      nextAttemptAt: now,
      updatedAt: now,
    })
    .where(and(eq(mtrs.orgId, ctr.orgId), eq(mtrs.id, m.id)));
  return m.id;
}

/** After the CTR's transaction committed: try at once; an outage leaves it to the worker. */
export async function pushMtr(
  db: Db,
  haulerOrgId: string,
  mtrId: string | null,
  now: Date,
  deps: MtrDeps = mtrDepsFromEnv(),
) {
  if (mtrId) await processMtr(db, deps, haulerOrgId, mtrId, now);
}
