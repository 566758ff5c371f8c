import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { isPlanId, planForPrice } from "@/server/billing/config";
import type { DbOrTx } from "@/server/db/client";
import { billingSubscriptions, orgs } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";

type Status = (typeof billingSubscriptions.$inferSelect)["status"];

/** Stripe's subscription statuses folded into ours. */
export function mapStatus(status: Stripe.Subscription.Status): Status {
  switch (status) {
    case "trialing":
      return "trialing";
    case "active":
      return "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "incomplete":
      return "incomplete";
    default:
      // incomplete_expired, paused: no paid plan applies any more.
      return "canceled";
  }
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/** The hauler org a Stripe customer belongs to: our row first, then the org id we put in metadata. */
export async function findOrgForCustomer(
  tx: DbOrTx,
  customerId: string | null,
  metadataOrgId: string | undefined,
): Promise<string | null> {
  if (customerId) {
    const [row] = await tx
      .select({ orgId: billingSubscriptions.orgId })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeCustomerId, customerId));
    if (row) return row.orgId;
  }
  if (!metadataOrgId || !/^[0-9a-f-]{36}$/i.test(metadataOrgId)) return null;
  const [org] = await tx
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.id, metadataOrgId), eq(orgs.kind, "hauler")));
  if (!org || !customerId) return null;
  await tx
    .insert(billingSubscriptions)
    .values({ orgId: org.id, stripeCustomerId: customerId })
    .onConflictDoNothing();
  return org.id;
}

/**
 * Makes the hauler's row match a Stripe subscription (fetched fresh, so event order does not
 * matter) and audits plan or status changes. `at` is the event's time: `past_due_since` keeps the
 * first time the subscription was seen past due.
 */
export async function syncSubscription(
  tx: DbOrTx,
  sub: Stripe.Subscription,
  at: Date,
  eventId: string,
): Promise<string | null> {
  const customerId = idOf(sub.customer);
  const orgId = await findOrgForCustomer(tx, customerId, sub.metadata?.org_id);
  if (!orgId) return null;
  // Locked: concurrent events for one hauler take turns, so each change is seen (and audited) once.
  const [before] = await tx
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.orgId, orgId))
    .for("update");
  if (!before) return null;
  const item = sub.items.data[0];
  const byPrice = item ? planForPrice(item.price.id) : null;
  const metaPlan = sub.metadata?.plan_id;
  const metaInterval = sub.metadata?.interval;
  const planId = byPrice?.planId ?? (isPlanId(metaPlan) ? metaPlan : before.planId);
  const interval =
    byPrice?.interval ??
    (metaInterval === "month" || metaInterval === "year" ? metaInterval : before.interval);
  const status = mapStatus(sub.status);
  const pastDueSince =
    status === "past_due" ? (before.status === "past_due" ? before.pastDueSince : at) : null;
  const after = {
    stripeSubscriptionId: sub.id,
    planId,
    interval,
    status,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : before.currentPeriodEnd,
    pastDueSince: pastDueSince ?? null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    lastEventAt: at,
    updatedAt: new Date(),
  };
  await tx.update(billingSubscriptions).set(after).where(eq(billingSubscriptions.orgId, orgId));
  if (before.planId !== planId || before.status !== status || before.interval !== interval) {
    await writeAudit(tx, {
      orgId,
      actorUserId: null,
      action: "billing.subscription_changed",
      entity: "billing_subscription",
      entityId: orgId,
      before: { planId: before.planId, status: before.status, interval: before.interval },
      after: { planId, status, interval, stripeEventId: eventId },
    });
  }
  return orgId;
}
