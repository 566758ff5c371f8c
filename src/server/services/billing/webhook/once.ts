import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db, DbOrTx } from "@/server/db/client";
import { stripeWebhookEvents } from "@/server/db/schema";

export type ProcessResult = "processed" | "duplicate" | "ignored";

/** Whether this event id was already applied (a cheap check before fetching anything from Stripe). */
export async function alreadyApplied(db: Db, eventId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: stripeWebhookEvents.id })
    .from(stripeWebhookEvents)
    .where(eq(stripeWebhookEvents.id, eventId));
  return Boolean(seen);
}

/**
 * Applies one verified Stripe event exactly once: its id is stored in the same transaction as its
 * effect, so a replay (Stripe retries, or anyone re-posting it) finds it and changes nothing. `apply`
 * returns the hauler org it touched, or null; it is not called for events that are not `handled`.
 */
export function applyOnce(
  db: Db,
  event: Stripe.Event,
  handled: boolean,
  apply: (tx: DbOrTx) => Promise<string | null>,
): Promise<ProcessResult> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(stripeWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeWebhookEvents.id });
    if (!claimed) return "duplicate";
    if (!handled) return "ignored";
    const orgId = await apply(tx);
    if (orgId)
      await tx.update(stripeWebhookEvents).set({ orgId }).where(eq(stripeWebhookEvents.id, event.id));
    return "processed";
  });
}
