import { count, eq } from "drizzle-orm";
import { stripeSettings } from "@/server/billing/config";
import { stripeClient } from "@/server/billing/stripe-client";
import { toCount } from "@/server/db/client";
import { cacambas } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { listPlans, loadBillingState } from "./state";

export interface InvoiceSummary {
  number: string | null;
  amountCents: number;
  status: string | null;
  date: Date;
  url: string | null;
}

async function stripeInvoices(customerId: string, subscriptionId: string | null) {
  const stripe = stripeClient();
  const next =
    subscriptionId === null
      ? null
      : await stripe.invoices
          .createPreview({ customer: customerId, subscription: subscriptionId })
          .then((inv) => ({
            amountCents: inv.amount_due,
            date: new Date((inv.next_payment_attempt ?? inv.period_end) * 1000),
          }))
          .catch(() => null);
  const list = await stripe.invoices.list({ customer: customerId, limit: 6 });
  const recent: InvoiceSummary[] = list.data.map((inv) => ({
    number: inv.number,
    amountCents: inv.status === "paid" ? inv.amount_paid : inv.amount_due,
    status: inv.status,
    date: new Date(inv.created * 1000),
    url: inv.hosted_invoice_url ?? null,
  }));
  return { next, recent };
}

/** What the billing page shows: plans, current plan and status, trial, fleet use, next and recent invoices. */
export async function getBillingOverview(scope: OrgScope, now = new Date()) {
  const state = await loadBillingState(scope.db, scope.orgId, now);
  const plans = await listPlans(scope.db);
  const [used] = await scope.db.select({ n: count() }).from(cacambas).where(eq(cacambas.orgId, scope.orgId));
  const sub = state.subscription;
  let invoices: Awaited<ReturnType<typeof stripeInvoices>> = { next: null, recent: [] };
  let invoicesUnavailable = false;
  if (sub && stripeSettings()) {
    try {
      invoices = await stripeInvoices(sub.stripeCustomerId, sub.stripeSubscriptionId);
    } catch {
      invoicesUnavailable = true;
    }
  }
  return {
    configured: stripeSettings() !== null,
    plans: plans.map((p) => ({
      id: p.id,
      name: p.name,
      maxCacambas: p.maxCacambas,
      monthlyCents: p.monthlyCents,
      yearlyCents: p.yearlyCents,
    })),
    current: {
      planId: state.plan?.id ?? null,
      planName: state.plan?.name ?? null,
      maxCacambas: state.plan?.maxCacambas ?? null,
      basis: state.basis,
      status: sub?.status ?? null,
      interval: sub?.interval ?? null,
      currentPeriodEnd: sub?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
      pastDueSince: sub?.pastDueSince ?? null,
      hasSubscription: Boolean(sub?.stripeSubscriptionId && sub.status !== "canceled"),
    },
    trialEndsAt: state.trialEndsAt,
    inTrial: state.inTrial,
    readOnly: state.readOnly,
    readOnlyFrom: state.readOnlyFrom,
    cacambasUsed: toCount(used?.n),
    nextInvoice: invoices.next,
    recentInvoices: invoices.recent,
    invoicesUnavailable,
  };
}
