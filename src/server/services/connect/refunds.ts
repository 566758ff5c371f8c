import { and, desc, eq, isNotNull } from "drizzle-orm";
import type Stripe from "stripe";
import { localDate } from "@/domain/time/zoned";
import { formatMoneyCents } from "@/lib/format";
import type { DbOrTx } from "@/server/db/client";
import { invoicePayments, invoiceRefunds, invoices } from "@/server/db/schema";
import { conflict, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { RECEIVABLES_TIME_ZONE } from "@/server/services/receivables/balances";
import { refundOnConnectedAccount } from "./stripe-refund";

type Payment = typeof invoicePayments.$inferSelect;

/** Refunds Stripe counts as money given back (a failed or cancelled one gives nothing back). */
const COUNTS = new Set(["succeeded", "pending", "requires_action"]);

/**
 * Applies one Stripe refund of an invoice payment, once per refund id (the admin's request and the
 * `charge.refunded` webhook may both bring it): the money leaves the invoice's paid amount, so a paid
 * invoice reopens (emitida, or vencida past its due date) and its balance counts in receivables again;
 * the hauler may then cancel it, or collect again. Audited as `invoice.refunded`.
 */
export async function applyRefund(
  tx: DbOrTx,
  of: Pick<Payment, "orgId" | "id" | "invoiceId">,
  refund: { id: string; amount: number; status: string | null; reason?: string | null },
  actorUserId: string | null,
  now = new Date(),
): Promise<boolean> {
  if (!COUNTS.has(refund.status ?? "")) return false;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, of.orgId), eq(invoices.id, of.invoiceId)))
    .for("update");
  // Read after the invoice lock: concurrent refunds of one payment take turns.
  const [payment] = await tx
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.orgId, of.orgId), eq(invoicePayments.id, of.id)));
  if (!invoice || !payment) return false;
  const [inserted] = await tx
    .insert(invoiceRefunds)
    .values({
      orgId: payment.orgId,
      invoiceId: payment.invoiceId,
      paymentId: payment.id,
      stripeRefundId: refund.id,
      amountCents: refund.amount,
      reason: refund.reason ?? null,
      createdBy: actorUserId,
    })
    .onConflictDoNothing()
    .returning({ id: invoiceRefunds.id });
  if (!inserted) return false;
  await tx
    .update(invoicePayments)
    .set({ refundedCents: payment.refundedCents + refund.amount })
    .where(and(eq(invoicePayments.orgId, payment.orgId), eq(invoicePayments.id, payment.id)));
  const paidCents = invoice.paidCents - refund.amount;
  const today = localDate(now.getTime(), RECEIVABLES_TIME_ZONE);
  const status =
    invoice.status === "paid" && paidCents < invoice.totalCents
      ? invoice.dueDate < today
        ? "overdue"
        : "issued"
      : invoice.status;
  await tx
    .update(invoices)
    .set({
      paidCents,
      refundedCents: invoice.refundedCents + refund.amount,
      status,
      paidAt: status === "paid" ? invoice.paidAt : null,
    })
    .where(and(eq(invoices.orgId, invoice.orgId), eq(invoices.id, invoice.id)));
  await writeAudit(tx, {
    orgId: invoice.orgId,
    actorUserId,
    action: "invoice.refunded",
    entity: "invoice",
    entityId: invoice.id,
    before: { status: invoice.status, paidCents: invoice.paidCents },
    after: { status, paidCents, amountCents: refund.amount, stripeRefundId: refund.id },
  });
  return true;
}

/** The invoice's Stripe payments, newest first, each with what can still be refunded. */
async function stripePayments(db: DbOrTx, orgId: string, invoiceId: string) {
  const rows = await db
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.orgId, orgId),
        eq(invoicePayments.invoiceId, invoiceId),
        isNotNull(invoicePayments.stripePaymentId),
      ),
    )
    .orderBy(desc(invoicePayments.receivedAt));
  return rows.map((p) => ({ ...p, refundableCents: p.amountCents - p.refundedCents }));
}

/**
 * The hauler admin refunds (all or part of) the invoice's latest Stripe payment: a refund on the
 * hauler's connected account, giving back the platform's fee in proportion. Refused, with nothing
 * changed, when the invoice has no Stripe payment left to refund or the amount is more than it.
 */
export async function refundInvoice(
  scope: OrgScope,
  input: { invoiceId: string; amountCents?: number; reason?: string | null },
) {
  const [invoice] = await scope.db
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.orgId, scope.orgId), eq(invoices.id, input.invoiceId)));
  if (!invoice) throw notFound("Fatura");
  const payment = (await stripePayments(scope.db, scope.orgId, invoice.id)).find(
    (p) => p.refundableCents > 0,
  );
  if (!payment?.stripePaymentId || !payment.stripeAccountId)
    throw conflict(
      "Esta fatura não tem pagamento recebido pelo Stripe para estornar. Pagamentos registrados fora da plataforma (dinheiro, TED, Pix direto) são devolvidos fora dela.",
    );
  const amount = input.amountCents ?? payment.refundableCents;
  if (amount > payment.refundableCents)
    throw conflict(
      `O estorno passa do que foi pago pelo Stripe nesta fatura: no máximo ${formatMoneyCents(payment.refundableCents)}.`,
    );
  const refund = await refundOnConnectedAccount({
    paymentIntentId: payment.stripePaymentId,
    accountId: payment.stripeAccountId,
    amount,
    reason: "requested_by_customer",
    orgId: scope.orgId,
    invoiceId: invoice.id,
    what: "o estorno",
  });
  await scope.db.transaction((tx) =>
    applyRefund(tx, payment, { ...refund, reason: input.reason ?? null }, scope.userId),
  );
  return { id: invoice.id, refundedCents: amount };
}

/** `charge.refunded` on a connected account: every refund of that charge, as Stripe lists it, applied once. */
export async function applyChargeRefunds(
  tx: DbOrTx,
  accountId: string,
  paymentIntentId: string,
  refunds: Stripe.Refund[],
): Promise<string | null> {
  const [payment] = await tx
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.stripePaymentId, paymentIntentId),
        eq(invoicePayments.stripeAccountId, accountId),
      ),
    );
  if (!payment) return null;
  for (const refund of refunds) await applyRefund(tx, payment, refund, null);
  return payment.orgId;
}
