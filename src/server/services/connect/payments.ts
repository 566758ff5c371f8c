import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { isOpen } from "@/domain/invoicing/status";
import type { DbOrTx } from "@/server/db/client";
import { connectAccounts, invoicePayments, invoices } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import { addPayment } from "@/server/services/invoicing/transitions";
import { recordUnapplied } from "./unapplied";

type Invoice = typeof invoices.$inferSelect;
type Method = (typeof invoicePayments.$inferInsert)["method"];

const METHOD: Record<string, Method> = { card: "card", boleto: "boleto", pix: "stripe_pix" };

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/**
 * The invoice a payment on connected account `accountId` is for, locked: its metadata names our
 * hauler and invoice, and the account must be that hauler's own (an account cannot pay, or fail,
 * another hauler's invoice). Null when it is not one of ours.
 */
export async function lockInvoiceForPayment(
  tx: DbOrTx,
  accountId: string,
  metadata: Stripe.Metadata | null | undefined,
): Promise<Invoice | null> {
  const orgId = metadata?.org_id;
  const invoiceId = metadata?.invoice_id;
  const uuid = /^[0-9a-f-]{36}$/i;
  if (!orgId || !invoiceId || !uuid.test(orgId) || !uuid.test(invoiceId)) return null;
  const [owner] = await tx
    .select({ orgId: connectAccounts.orgId })
    .from(connectAccounts)
    .where(eq(connectAccounts.stripeAccountId, accountId));
  if (owner?.orgId !== orgId) return null;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, invoiceId)))
    .for("update");
  return invoice ?? null;
}

/**
 * A PaymentIntent on the hauler's account succeeded: record it on the invoice once (whichever of
 * checkout.session.completed, async_payment_succeeded or payment_intent.succeeded comes first; the
 * invoice lock makes the others wait and find it). Money beyond the balance, or for an invoice no
 * longer open, is not counted: it is kept once per PaymentIntent for the hauler to refund (`unapplied.ts`).
 */
export async function applySucceeded(
  tx: DbOrTx,
  accountId: string,
  pi: Stripe.PaymentIntent,
  at: Date,
): Promise<string | null> {
  if (pi.status !== "succeeded") return null;
  const invoice = await lockInvoiceForPayment(tx, accountId, pi.metadata);
  if (!invoice) return null;
  const [known] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(eq(invoicePayments.stripePaymentId, pi.id));
  if (known) return invoice.orgId;
  const amountCents = pi.amount_received;
  const charge = typeof pi.latest_charge === "object" ? pi.latest_charge : null;
  const type = charge?.payment_method_details?.type ?? pi.payment_method_types[0] ?? "card";
  if (!isOpen(invoice.status) || amountCents > invoice.totalCents - invoice.paidCents) {
    await recordUnapplied(tx, invoice, { stripePaymentId: pi.id, stripeAccountId: accountId, amountCents });
    return invoice.orgId;
  }
  await addPayment(
    tx,
    invoice,
    {
      method: METHOD[type] ?? "card",
      amountCents,
      receivedAt: at,
      note: `Stripe ${pi.id}`,
      stripePaymentId: pi.id,
      stripeAccountId: accountId,
    },
    null,
  );
  await tx
    .update(invoices)
    .set({ paymentFailure: null, paymentFailedAt: null })
    .where(and(eq(invoices.orgId, invoice.orgId), eq(invoices.id, invoice.id)));
  return invoice.orgId;
}

/** A payment attempt failed (card refused, boleto or Pix expired): the reason goes on the open invoice, audited. */
export async function applyFailed(
  tx: DbOrTx,
  accountId: string,
  metadata: Stripe.Metadata | null | undefined,
  reason: string,
  at: Date,
  stripeId: string,
): Promise<string | null> {
  const invoice = await lockInvoiceForPayment(tx, accountId, metadata);
  if (!invoice) return null;
  if (!isOpen(invoice.status)) return invoice.orgId;
  await tx
    .update(invoices)
    .set({ paymentFailure: reason, paymentFailedAt: at })
    .where(and(eq(invoices.orgId, invoice.orgId), eq(invoices.id, invoice.id)));
  await writeAudit(tx, {
    orgId: invoice.orgId,
    actorUserId: null,
    action: "invoice.payment_failed",
    entity: "invoice",
    entityId: invoice.id,
    after: { reason, stripeId },
  });
  return invoice.orgId;
}

export { idOf };
