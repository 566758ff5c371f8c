import { and, desc, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { stripeClient } from "@/server/billing/stripe-client";
import type { DbOrTx } from "@/server/db/client";
import { auditEvents } from "@/server/db/schema";
import { conflict } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";

/** The audit action recording each Checkout Session opened for an invoice (its only record here). */
export const CHECKOUT_OPENED = "checkout.session_opened";

/** PaymentIntent states of a boleto or Pix already generated and not yet paid nor expired. */
const PENDING = new Set(["requires_action", "processing"]);

/**
 * Serializes checkouts of one invoice (two clicks on "Pagar" take turns) without locking the invoice
 * row itself, so the payment webhooks are not held up while Stripe answers.
 */
export async function lockCheckouts(tx: DbOrTx, invoiceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${invoiceId}`}, 0))`);
}

/** The invoice's latest Checkout Session id: every earlier one was closed before it was opened. */
async function latestSessionId(tx: DbOrTx, orgId: string, invoiceId: string): Promise<string | null> {
  const [row] = await tx
    .select({ after: auditEvents.after })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.orgId, orgId),
        eq(auditEvents.entity, "invoice"),
        eq(auditEvents.entityId, invoiceId),
        eq(auditEvents.action, CHECKOUT_OPENED),
      ),
    )
    .orderBy(desc(auditEvents.at))
    .limit(1);
  const id = (row?.after as { sessionId?: unknown } | null)?.sessionId;
  return typeof id === "string" ? id : null;
}

/**
 * Closes the invoice's previous Checkout Session before a new one opens, so only one can ever be
 * paid: an open one is expired at Stripe (`checkout.sessions.expire`); one whose boleto or Pix was
 * generated and still waits to be paid refuses the new checkout (paying both would charge twice).
 */
export async function closePreviousCheckout(
  tx: DbOrTx,
  invoice: { orgId: string; id: string },
  stripeAccount: string,
): Promise<void> {
  const previous = await latestSessionId(tx, invoice.orgId, invoice.id);
  if (!previous) return;
  const stripe = stripeClient();
  const session = await stripe.checkout.sessions.retrieve(
    previous,
    { expand: ["payment_intent"] },
    { stripeAccount },
  );
  if (session.status === "open") {
    await stripe.checkout.sessions.expire(previous, {}, { stripeAccount });
    return;
  }
  const pi = session.payment_intent as Stripe.PaymentIntent | string | null;
  if (session.payment_status === "unpaid" && typeof pi === "object" && pi && PENDING.has(pi.status))
    throw conflict(
      "Já há um boleto ou Pix gerado para esta fatura aguardando pagamento. Pague-o, ou aguarde o vencimento dele para gerar outro.",
    );
}

/** Records the session just opened (the next checkout of this invoice closes it). */
export function recordCheckout(
  tx: DbOrTx,
  invoice: { orgId: string; id: string },
  actorUserId: string,
  session: { id: string; amountCents: number },
): Promise<void> {
  return writeAudit(tx, {
    orgId: invoice.orgId,
    actorUserId,
    action: CHECKOUT_OPENED,
    entity: "invoice",
    entityId: invoice.id,
    after: { sessionId: session.id, amountCents: session.amountCents },
  });
}
