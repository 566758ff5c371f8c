import type Stripe from "stripe";
import type { AuditAction } from "@/domain/audit/actions";
import { stripeClient } from "@/server/billing/stripe-client";
import type { Db, DbOrTx } from "@/server/db/client";
import { writeAudit } from "@/server/services/audit/write";
import { alreadyApplied, applyOnce, type ProcessResult } from "./once";
import { markPaymentLinkPaid } from "./payment-link-paid";
import { findOrgForCustomer, syncSubscription } from "./subscription-sync";

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

export type { ProcessResult };

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case "checkout.session.completed":
      return event.data.object.mode === "subscription" ? idOf(event.data.object.subscription) : null;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return event.data.object.id;
    case "invoice.paid":
    case "invoice.payment_failed":
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

/**
 * The subscription as Stripe has it now, so that events applied in any order converge on the same
 * state. A deleted subscription's own payload is final and is used as is.
 */
async function currentSubscription(event: Stripe.Event): Promise<Stripe.Subscription | null> {
  if (event.type === "customer.subscription.deleted") return event.data.object;
  const id = subscriptionIdOf(event);
  return id ? stripeClient().subscriptions.retrieve(id) : null;
}

async function auditInvoice(tx: DbOrTx, invoice: Stripe.Invoice, orgId: string | null, action: AuditAction) {
  if (!orgId) return;
  await writeAudit(tx, {
    orgId,
    actorUserId: null,
    action,
    entity: "billing_invoice",
    entityId: invoice.id ?? null,
    after: {
      number: invoice.number,
      amountDueCents: invoice.amount_due,
      amountPaidCents: invoice.amount_paid,
      attempt: invoice.attempt_count,
    },
  });
}

async function apply(
  tx: DbOrTx,
  event: Stripe.Event,
  sub: Stripe.Subscription | null,
): Promise<string | null> {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      if (session.mode === "payment") return markPaymentLinkPaid(tx, session, at);
      if (session.mode !== "subscription") return null;
      const orgId = await findOrgForCustomer(
        tx,
        idOf(session.customer),
        session.client_reference_id ?? session.metadata?.org_id,
      );
      return sub && orgId ? syncSubscription(tx, sub, at, event.id) : orgId;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return sub ? syncSubscription(tx, sub, at, event.id) : null;
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const orgId = sub
        ? await syncSubscription(tx, sub, at, event.id)
        : await findOrgForCustomer(tx, idOf(invoice.customer), undefined);
      await auditInvoice(
        tx,
        invoice,
        orgId,
        event.type === "invoice.paid" ? "billing.invoice_paid" : "billing.invoice_payment_failed",
      );
      return orgId;
    }
    default:
      return null;
  }
}

/** Applies one verified event of the platform's own account (subscriptions, payment links) once. */
export async function processStripeEvent(db: Db, event: Stripe.Event): Promise<ProcessResult> {
  if (await alreadyApplied(db, event.id)) return "duplicate";
  const handled = (HANDLED_EVENTS as readonly string[]).includes(event.type);
  const sub = handled ? await currentSubscription(event) : null;
  return applyOnce(db, event, handled, (tx) => apply(tx, event, sub));
}
