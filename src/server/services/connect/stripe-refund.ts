import Stripe from "stripe";
import { stripeClient } from "@/server/billing/stripe-client";
import { conflict } from "@/server/errors";

/**
 * Refunds a payment made on the hauler's connected account (the platform's fee given back with it), the
 * whole payment or `amount`; Stripe's refusal becomes a pt-BR 409 naming `what` ("estorno", "devolução").
 */
export async function refundOnConnectedAccount(r: {
  paymentIntentId: string;
  accountId: string;
  amount?: number;
  reason: "duplicate" | "requested_by_customer";
  orgId: string;
  invoiceId: string;
  what: string;
}): Promise<Stripe.Refund> {
  try {
    return await stripeClient().refunds.create(
      {
        payment_intent: r.paymentIntentId,
        ...(r.amount !== undefined ? { amount: r.amount } : {}),
        refund_application_fee: true,
        reason: r.reason,
        metadata: { org_id: r.orgId, invoice_id: r.invoiceId },
      },
      { stripeAccount: r.accountId },
    );
  } catch (e) {
    if (e instanceof Stripe.errors.StripeError)
      throw conflict(
        `O Stripe recusou ${r.what}; nada foi alterado. Confira o pagamento no painel do Stripe.`,
      );
    throw e;
  }
}
