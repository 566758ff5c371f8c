import { and, eq } from "drizzle-orm";
import { formatDecimal } from "@/lib/format";
import { ctrs } from "@/server/db/schema";
import { conflict, invalidField } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { askMtrReceiptChange, pushMtr } from "@/server/services/mtr/ctr-hooks";
import { overdueDaysOf } from "./settings";
import { lockCtr } from "./transitions";
import { toView } from "./view";

export interface CorrectReceiptInput {
  id: string;
  weightT: number;
  volumeM3?: number | null;
  reason: string;
}

const quantities = (weightT: number | null, volumeM3: number | null) =>
  `${weightT === null ? "—" : `${formatDecimal(weightT, 3)} t`}${volumeM3 === null ? "" : ` · ${formatDecimal(volumeM3, 3)} m³`}`;

/**
 * The receiver corrects the quantity of a load it already confirmed (a weighing typed wrong, a second
 * weighing): the CTR keeps the new weight and volume, the change is audited with its reason, and the
 * CTR's MTR has its receipt altered in the system (`alteraRecebimento`).
 */
export async function correctReceipt(scope: OrgScope, input: CorrectReceiptInput, now: Date = new Date()) {
  const volumeM3 = input.volumeM3 ?? null;
  const { view, mtrId, haulerOrgId } = await scope.db.transaction(async (tx) => {
    const row = await lockCtr(tx, and(eq(ctrs.receiverOrgId, scope.orgId), eq(ctrs.id, input.id)));
    if (row.status !== "received")
      throw conflict("Só se corrige a quantidade de uma carga já recebida: este CTR não está recebido.");
    if (row.receivedWeightT === input.weightT && row.receivedVolumeM3 === volumeM3)
      throw invalidField("weightT", "A quantidade é a mesma já registrada: nada a corrigir.");
    const [updated] = await tx
      .update(ctrs)
      .set({ receivedWeightT: input.weightT, receivedVolumeM3: volumeM3, updatedAt: now })
      .where(and(eq(ctrs.orgId, row.orgId), eq(ctrs.id, row.id), eq(ctrs.status, "received")))
      .returning();
    if (!updated) throw conflict("O CTR mudou enquanto você agia: abra-o de novo.");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "ctr.receipt_corrected",
      entity: "ctr",
      entityId: row.id,
      before: { received: quantities(row.receivedWeightT, row.receivedVolumeM3) },
      after: {
        received: quantities(input.weightT, volumeM3),
        reason: input.reason.trim(),
        number: row.number,
        haulerOrgId: row.orgId,
      },
    });
    const mtrId = await askMtrReceiptChange(tx, updated, input.reason.trim(), now);
    return { view: toView(updated, await overdueDaysOf(tx, row.orgId), now), mtrId, haulerOrgId: row.orgId };
  });
  await pushMtr(scope.db, haulerOrgId, mtrId, now);
  return view;
}
