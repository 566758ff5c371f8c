import { and, eq } from "drizzle-orm";
import { ctrs } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { overdueDaysOf } from "./settings";
import { applyTransition, lockCtr } from "./transitions";
import { toView } from "./view";

/** The load leaves the site: `issued` → `in_transit`, with the generator's signature block when given. */
export function departCtr(
  scope: OrgScope,
  input: { id: string; generatorSignerName?: string | null; generatorSignerRole?: string | null },
  now: Date = new Date(),
) {
  return scope.db.transaction(async (tx) => {
    const row = await lockCtr(tx, and(eq(ctrs.orgId, scope.orgId), eq(ctrs.id, input.id)));
    const signer = input.generatorSignerName?.trim();
    const updated = await applyTransition(tx, scope, row, "depart", {
      departedAt: now,
      generatorSignature: signer
        ? { name: signer, role: input.generatorSignerRole?.trim() || "Gerador", at: now.toISOString() }
        : null,
    });
    return toView(updated, await overdueDaysOf(tx, scope.orgId), now);
  });
}

/** Cancels before receipt (reason required); a received or rejected CTR cannot be cancelled. */
export function cancelCtr(scope: OrgScope, input: { id: string; reason: string }, now: Date = new Date()) {
  return scope.db.transaction(async (tx) => {
    const row = await lockCtr(tx, and(eq(ctrs.orgId, scope.orgId), eq(ctrs.id, input.id)));
    const updated = await applyTransition(
      tx,
      scope,
      row,
      "cancel",
      { cancelledAt: now, cancelReason: input.reason.trim() },
      { reason: input.reason.trim() },
    );
    return toView(updated, await overdueDaysOf(tx, scope.orgId), now);
  });
}
