import { and, eq } from "drizzle-orm";
import { type CtrStatus, ctrTransition } from "@/domain/ctr";
import type { Tx } from "@/server/db/client";
import { ctrs } from "@/server/db/schema";
import { conflict, invalidField } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { askMtrCancel, pushMtr } from "@/server/services/mtr/ctr-hooks";
import { ctrOfJob } from "./for-job";
import { overdueDaysOf } from "./settings";
import { decodeSignaturePng, signatureRecord, storeSignatureImage } from "./signature-image";
import { applyTransition, lockCtr } from "./transitions";
import { toView } from "./view";

/** The load leaves the site: `issued` → `in_transit`, with the generator's signature block when given. */
export function departCtr(
  scope: OrgScope,
  input: {
    id: string;
    generatorSignerName?: string | null;
    generatorSignerRole?: string | null;
    /** Drawn by the generator's signer on the hauler's device (PNG, base64), optional. */
    signaturePng?: string | null;
  },
  now: Date = new Date(),
) {
  const signer = input.generatorSignerName?.trim();
  if (input.signaturePng && !signer)
    throw invalidField("generatorSignerName", "Informe o nome de quem assinou pelo gerador.");
  const drawing = input.signaturePng ? decodeSignaturePng(input.signaturePng) : null;
  return scope.db.transaction(async (tx) => {
    const row = await lockCtr(tx, and(eq(ctrs.orgId, scope.orgId), eq(ctrs.id, input.id)));
    const legal = ctrTransition(row.status as CtrStatus, "depart");
    if (!legal.ok) throw conflict(legal.message);
    const imageFileId = drawing ? await storeSignatureImage(tx, scope, drawing) : null;
    const updated = await applyTransition(
      tx,
      scope,
      row,
      "depart",
      {
        departedAt: now,
        generatorSignature: signer
          ? signatureRecord(
              { name: signer, role: input.generatorSignerRole?.trim() || "Gerador", at: now.toISOString() },
              imageFileId,
            )
          : null,
      },
      { drawnSignature: imageFileId !== null },
    );
    return toView(updated, await overdueDaysOf(tx, scope.orgId), now);
  });
}

/**
 * The job's load left the site (its pick-up, swap or dump reported done, at `at`): its CTR, while still
 * `issued`, goes `in_transit` in the same transaction. A CTR already received (a report that waited
 * offline) or cancelled is left as it is.
 */
export async function departWithJob(tx: Tx, scope: OrgScope, jobId: string, at: Date) {
  const ctr = await ctrOfJob(tx, scope.orgId, jobId);
  if (!ctr) return;
  const row = await lockCtr(tx, and(eq(ctrs.orgId, scope.orgId), eq(ctrs.id, ctr.id)));
  if (row.status !== "issued") return;
  await applyTransition(tx, scope, row, "depart", { departedAt: at }, { jobId });
}

/**
 * Cancels before receipt (reason required); a received or rejected CTR cannot be cancelled. Its MTR,
 * if one was asked for, is cancelled in the system too (at once, or by the worker after an outage).
 */
export async function cancelCtr(
  scope: OrgScope,
  input: { id: string; reason: string },
  now: Date = new Date(),
) {
  const { view, mtrId } = await scope.db.transaction(async (tx) => {
    const row = await lockCtr(tx, and(eq(ctrs.orgId, scope.orgId), eq(ctrs.id, input.id)));
    const updated = await applyTransition(
      tx,
      scope,
      row,
      "cancel",
      { cancelledAt: now, cancelReason: input.reason.trim() },
      { reason: input.reason.trim() },
    );
    const mtrId = await askMtrCancel(tx, scope.orgId, row.id, `CTR cancelado: ${input.reason.trim()}`, now);
    return { view: toView(updated, await overdueDaysOf(tx, scope.orgId), now), mtrId };
  });
  await pushMtr(scope.db, scope.orgId, mtrId, now);
  return view;
}
