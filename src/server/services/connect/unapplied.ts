import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { auditEvents, invoices } from "@/server/db/schema";
import { conflict, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { refundOnConnectedAccount } from "./stripe-refund";

/**
 * A Stripe payment beyond the invoice's balance (a second checkout paid, or one paid after the
 * invoice was settled or cancelled) is not counted on the invoice: it is kept as one audit row per
 * PaymentIntent (`invoice.payment_unapplied`) and given back by a refund (`invoice.unapplied_refunded`).
 * The audit log is this money's ledger: append-only, which is what both facts are.
 */
export const UNAPPLIED = "invoice.payment_unapplied";
export const UNAPPLIED_REFUNDED = "invoice.unapplied_refunded";

interface UnappliedFacts {
  stripePaymentId: string;
  stripeAccountId: string;
  amountCents: number;
}

function rowsOf(db: DbOrTx, orgId: string, invoiceId: string, actions: string[], paymentId?: string) {
  return db
    .select({ action: auditEvents.action, after: auditEvents.after, at: auditEvents.at })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.orgId, orgId),
        eq(auditEvents.entity, "invoice"),
        eq(auditEvents.entityId, invoiceId),
        inArray(auditEvents.action, actions),
        paymentId ? sql`${auditEvents.after}->>'stripePaymentId' = ${paymentId}` : undefined,
      ),
    )
    .orderBy(asc(auditEvents.at));
}

/**
 * Records a payment that does not fit the invoice, once per PaymentIntent however many events or
 * deliveries bring it. Call holding the invoice's row lock (the events of one payment take turns).
 */
export async function recordUnapplied(
  tx: DbOrTx,
  invoice: { orgId: string; id: string; status: string },
  facts: UnappliedFacts,
): Promise<void> {
  const known = await rowsOf(tx, invoice.orgId, invoice.id, [UNAPPLIED], facts.stripePaymentId);
  if (known.length > 0) return;
  await writeAudit(tx, {
    orgId: invoice.orgId,
    actorUserId: null,
    action: UNAPPLIED,
    entity: "invoice",
    entityId: invoice.id,
    after: { ...facts, status: invoice.status },
  });
}

/** The invoice's unapplied payments, oldest first, each with when it was refunded (null: still held). */
export async function unappliedPayments(db: DbOrTx, orgId: string, invoiceId: string) {
  const rows = await rowsOf(db, orgId, invoiceId, [UNAPPLIED, UNAPPLIED_REFUNDED]);
  const refundedAt = new Map<string, Date>();
  for (const r of rows)
    if (r.action === UNAPPLIED_REFUNDED) refundedAt.set((r.after as UnappliedFacts).stripePaymentId, r.at);
  return rows
    .filter((r) => r.action === UNAPPLIED)
    .map((r) => {
      const facts = r.after as UnappliedFacts;
      return {
        stripePaymentId: facts.stripePaymentId,
        amountCents: facts.amountCents,
        receivedAt: r.at,
        refundedAt: refundedAt.get(facts.stripePaymentId) ?? null,
      };
    });
}

/**
 * The hauler admin gives back, whole, a payment that did not fit the invoice: a refund on the
 * connected account it was paid to (with the platform's fee). One refund per payment even on a double
 * click: the invoice's row lock makes the second wait and find it refunded. Refused, with nothing
 * changed, when there is no such payment, it was already refunded, or Stripe refuses.
 */
export function refundUnapplied(scope: OrgScope, input: { invoiceId: string; stripePaymentId: string }) {
  return scope.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orgId, scope.orgId), eq(invoices.id, input.invoiceId)))
      .for("update");
    if (!invoice) throw notFound("Fatura");
    const rows = await rowsOf(
      tx,
      scope.orgId,
      invoice.id,
      [UNAPPLIED, UNAPPLIED_REFUNDED],
      input.stripePaymentId,
    );
    const held = rows.find((r) => r.action === UNAPPLIED)?.after as UnappliedFacts | undefined;
    if (!held) throw notFound("Pagamento a devolver");
    if (rows.some((r) => r.action === UNAPPLIED_REFUNDED))
      throw conflict("Este pagamento já foi devolvido ao cliente.");
    const refund = await refundOnConnectedAccount({
      paymentIntentId: held.stripePaymentId,
      accountId: held.stripeAccountId,
      reason: "duplicate",
      orgId: scope.orgId,
      invoiceId: invoice.id,
      what: "a devolução",
    });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: UNAPPLIED_REFUNDED,
      entity: "invoice",
      entityId: invoice.id,
      after: { stripePaymentId: held.stripePaymentId, stripeRefundId: refund.id, amountCents: refund.amount },
    });
    return { id: invoice.id, refundedCents: refund.amount };
  });
}
