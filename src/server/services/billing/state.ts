import { eq } from "drizzle-orm";
import { graceDays, TRIAL_PLAN_ID } from "@/server/billing/config";
import type { DbOrTx } from "@/server/db/client";
import { billingPlans, billingSubscriptions, orgs } from "@/server/db/schema";

export type BillingPlan = typeof billingPlans.$inferSelect;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

const DAY_MS = 86_400_000;

export interface BillingState {
  orgId: string;
  trialEndsAt: Date | null;
  inTrial: boolean;
  subscription: SubscriptionRow | null;
  /** The plan whose limits apply now (the subscribed plan, or the trial's), or null when none applies. */
  plan: BillingPlan | null;
  /** Why `plan` is what it is. */
  basis: "subscription" | "trial" | "none" | "legacy";
  /** When a past_due hauler turns read-only (null when not past_due). */
  readOnlyFrom: Date | null;
  readOnly: boolean;
}

export function listPlans(db: DbOrTx) {
  return db.select().from(billingPlans).where(eq(billingPlans.active, true)).orderBy(billingPlans.position);
}

export async function findPlan(db: DbOrTx, planId: string): Promise<BillingPlan | null> {
  const [plan] = await db.select().from(billingPlans).where(eq(billingPlans.id, planId));
  return plan ?? null;
}

/** When a past_due subscription turns its hauler read-only (`graceDays()` after it became past_due). */
export function readOnlyFromOf(sub: Pick<SubscriptionRow, "status" | "pastDueSince"> | null): Date | null {
  return sub?.status === "past_due" && sub.pastDueSince
    ? new Date(sub.pastDueSince.getTime() + graceDays() * DAY_MS)
    : null;
}

/** The subscription's status counts as paying (or about to pay) for its plan. */
const PLAN_STATUSES = new Set(["trialing", "active", "past_due"]);

/**
 * What billing allows the hauler now:
 * - a trialing/active/past_due subscription gives its plan;
 * - otherwise, while `trial_ends_at` is in the future, the trial plan ("Até 100 caçambas");
 * - an org with no subscription and no trial date predates billing (created by the platform or
 *   the demo seed): no plan limit applies ("legacy");
 * - after the trial, or once canceled, no plan: existing data stays, new caçambas are refused.
 * A past_due subscription turns the hauler read-only `graceDays()` after it became past_due.
 */
export async function loadBillingState(db: DbOrTx, orgId: string, now = new Date()): Promise<BillingState> {
  const [org] = await db.select({ trialEndsAt: orgs.trialEndsAt }).from(orgs).where(eq(orgs.id, orgId));
  const [subscription] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.orgId, orgId));
  const trialEndsAt = org?.trialEndsAt ?? null;
  const inTrial = trialEndsAt !== null && trialEndsAt.getTime() > now.getTime();
  const sub = subscription ?? null;
  let plan: BillingPlan | null = null;
  let basis: BillingState["basis"] = "none";
  if (sub?.planId && PLAN_STATUSES.has(sub.status)) {
    plan = await findPlan(db, sub.planId);
    basis = "subscription";
  } else if (inTrial) {
    plan = await findPlan(db, TRIAL_PLAN_ID);
    basis = "trial";
  } else if (!sub && trialEndsAt === null) basis = "legacy";
  const readOnlyFrom = readOnlyFromOf(sub);
  return {
    orgId,
    trialEndsAt,
    inTrial,
    subscription: sub,
    plan,
    basis,
    readOnlyFrom,
    readOnly: readOnlyFrom !== null && readOnlyFrom.getTime() <= now.getTime(),
  };
}
