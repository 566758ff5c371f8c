import { and, eq, inArray } from "drizzle-orm";
import { applicationFeeCents } from "@/domain/pricing/fee";
import { formatMoneyCents } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import { requireStripeSettings, stripeSettings } from "@/server/billing/config";
import { connectSettings } from "@/server/billing/connect-config";
import { stripeClient } from "@/server/billing/stripe-client";
import type { DbOrTx } from "@/server/db/client";
import { invoices, orgs } from "@/server/db/schema";
import { conflict, notFound } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { connectAccountOf } from "./account";
import { closePreviousCheckout, lockCheckouts, recordCheckout } from "./checkout-sessions";

/** Card, boleto and Pix: what Stripe offers a Brazilian account for a one-time BRL payment. */
export const ONLINE_METHODS = ["card", "boleto", "pix"] as const;

/** Whether the client can pay this hauler's invoices online: Stripe configured and the hauler's account charging. */
export async function paysOnline(db: DbOrTx, haulerOrgId: string): Promise<boolean> {
  if (!stripeSettings()) return false;
  return (await connectAccountOf(db, haulerOrgId))?.chargesEnabled ?? false;
}

/**
 * The client pays an issued invoice's balance: a Checkout Session created ON the hauler's connected
 * account (a direct charge, `Stripe-Account` header) with the platform's application fee, offering
 * card, boleto (expiring after `STRIPE_CONNECT_BOLETO_DAYS`) and Pix (QR valid for
 * `STRIPE_CONNECT_PIX_SECONDS`). The invoice turns paid when the webhook confirms the payment.
 * One checkout per invoice at a time: opening one closes the previous (see `checkout-sessions.ts`);
 * nothing due (a 100 % discount) is refused.
 */
export function payInvoiceOnline(scope: OrgScope, invoiceId: string): Promise<{ url: string }> {
  return scope.db.transaction(async (tx) => {
    await lockCheckouts(tx, invoiceId);
    return openCheckout(tx, scope, invoiceId);
  });
}

async function openCheckout(tx: DbOrTx, scope: OrgScope, invoiceId: string): Promise<{ url: string }> {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      orgId: invoices.orgId,
      number: invoices.number,
      status: invoices.status,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
      haulerName: orgs.legalName,
    })
    .from(invoices)
    .innerJoin(orgs, eq(orgs.id, invoices.orgId))
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.clientOrgId, scope.orgId),
        inArray(invoices.status, ["issued", "overdue", "paid", "cancelled"]),
      ),
    );
  if (!invoice) throw notFound("Fatura");
  if (invoice.status !== "issued" && invoice.status !== "overdue")
    throw conflict(
      invoice.status === "paid"
        ? "Esta fatura já está paga."
        : "Esta fatura foi cancelada: não há o que pagar.",
    );
  requireStripeSettings();
  const amount = invoice.totalCents - invoice.paidCents;
  if (amount <= 0)
    throw conflict(
      `Esta fatura não tem valor a pagar (saldo ${formatMoneyCents(Math.max(amount, 0))}): não há pagamento online a fazer.`,
    );
  const account = await connectAccountOf(tx, invoice.orgId);
  if (!account?.chargesEnabled)
    throw conflict(
      "Esta empresa ainda não recebe pagamentos online. Pague como combinado com ela (Pix, TED ou dinheiro).",
    );
  await closePreviousCheckout(tx, invoice, account.stripeAccountId);
  const settings = connectSettings();
  const fee = applicationFeeCents(amount, {
    basisPoints: settings.feeBasisPoints,
    fixedCents: settings.feeFixedCents,
  });
  const metadata = { org_id: invoice.orgId, invoice_id: invoice.id, client_org_id: scope.orgId };
  const back = (result: string) => appUrl(`/faturas/${invoice.id}?pagamento=${result}`);
  const session = await stripeClient().checkout.sessions.create(
    {
      mode: "payment",
      locale: "pt-BR",
      client_reference_id: invoice.id,
      allowed_payment_method_types: [...ONLINE_METHODS],
      payment_method_options: {
        boleto: { expires_after_days: settings.boletoExpiresAfterDays },
        pix: { expires_after_seconds: settings.pixExpiresAfterSeconds },
      },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "brl",
            unit_amount: amount,
            product_data: { name: `Fatura nº ${invoice.number} — ${invoice.haulerName}` },
          },
        },
      ],
      payment_intent_data: {
        ...(fee > 0 ? { application_fee_amount: fee } : {}),
        description: `Fatura nº ${invoice.number}`,
        metadata,
      },
      metadata,
      success_url: back("concluido"),
      cancel_url: back("cancelado"),
    },
    { stripeAccount: account.stripeAccountId },
  );
  if (!session.url) throw new Error("Stripe returned a Checkout Session without url");
  await recordCheckout(tx, invoice, scope.userId, { id: session.id, amountCents: amount });
  return { url: session.url };
}
