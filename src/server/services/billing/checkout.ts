import { appUrl } from "@/server/app-url";
import { type BillingInterval, type PlanId, priceIdFor } from "@/server/billing/config";
import { stripeClient } from "@/server/billing/stripe-client";
import { conflict, notFound } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { ensureCustomer } from "./customer";
import { findPlan, loadBillingState } from "./state";

/** Stripe refuses a `trial_end` less than 48 h ahead. */
const MIN_TRIAL_MS = 49 * 3_600_000;

/**
 * Starts a Stripe Checkout for a plan. Payment methods are Stripe's dynamic ones: no
 * `payment_method_types` is sent, so Checkout offers what the account enabled in the Dashboard and
 * what suits a BRL subscription (card always; boleto where the account has it; Pix only on the
 * one-time payment links, since Pix for subscriptions is not offered to Brazilian accounts).
 * The rest of a running free trial carries over as Stripe `trial_end`.
 */
export async function startCheckout(
  scope: OrgScope,
  input: { planId: PlanId; interval: BillingInterval },
  now = new Date(),
): Promise<{ url: string }> {
  const plan = await findPlan(scope.db, input.planId);
  if (!plan?.active) throw notFound("Plano");
  const state = await loadBillingState(scope.db, scope.orgId, now);
  const sub = state.subscription;
  if (sub?.stripeSubscriptionId && sub.status !== "canceled")
    throw conflict(
      'Sua empresa já tem uma assinatura. Para mudar de plano ou de forma de pagamento, use "Gerenciar pagamento".',
    );
  const price = priceIdFor(input.planId, input.interval);
  const customer = await ensureCustomer(scope);
  const metadata = { org_id: scope.orgId, plan_id: input.planId, interval: input.interval };
  const trialEnd =
    state.inTrial && state.trialEndsAt && state.trialEndsAt.getTime() - now.getTime() > MIN_TRIAL_MS
      ? Math.floor(state.trialEndsAt.getTime() / 1000)
      : undefined;
  const session = await stripeClient().checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: scope.orgId,
    line_items: [{ price, quantity: 1 }],
    locale: "pt-BR",
    success_url: appUrl("/assinatura?checkout=concluido"),
    cancel_url: appUrl("/assinatura?checkout=cancelado"),
    metadata,
    subscription_data: { metadata, ...(trialEnd ? { trial_end: trialEnd } : {}) },
  });
  if (!session.url) throw new Error("Stripe returned a Checkout Session without url");
  return { url: session.url };
}

/** A Stripe customer portal session: invoices, payment method, plan change and cancellation. */
export async function openPortal(scope: OrgScope): Promise<{ url: string }> {
  const state = await loadBillingState(scope.db, scope.orgId);
  if (!state.subscription)
    throw conflict("Sua empresa ainda não tem assinatura: escolha um plano para assinar primeiro.");
  const session = await stripeClient().billingPortal.sessions.create({
    customer: state.subscription.stripeCustomerId,
    locale: "pt-BR",
    return_url: appUrl("/assinatura"),
  });
  return { url: session.url };
}
