import type Stripe from "stripe";
import { EXPIRED_VOUCHER, paymentFailureText } from "@/domain/invoicing/payment-failure";
import { connectSettings } from "@/server/billing/connect-config";
import { stripeClient } from "@/server/billing/stripe-client";
import { type Db, type DbOrTx, getDb } from "@/server/db/client";
import { alreadyApplied, applyOnce, type ProcessResult } from "@/server/services/billing/webhook/once";
import { receiveSigned, type WebhookResponse } from "@/server/services/billing/webhook/receive";
import { syncAccount } from "./account";
import { applyFailed, applySucceeded, idOf } from "./payments";
import { applyChargeRefunds } from "./refunds";

/** Events of the haulers' connected accounts this endpoint acts on (each carries `account`). */
export const CONNECT_EVENTS = [
  "account.updated",
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "charge.refunded",
] as const;

/**
 * What the event needs from Stripe, fetched before the transaction and fresh (so events applied in
 * any order converge): the account, the PaymentIntent with its charge, or the charge's refunds.
 */
async function fetchFresh(event: Stripe.Event, account: string) {
  const stripe = stripeClient();
  const on = { stripeAccount: account };
  const pi = (id: string) => stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }, on);
  switch (event.type) {
    case "account.updated":
      return { account: await stripe.accounts.retrieve(account) };
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const id = idOf(event.data.object.payment_intent);
      return { pi: id ? await pi(id) : null };
    }
    case "payment_intent.succeeded":
      return { pi: await pi(event.data.object.id) };
    case "charge.refunded": {
      const list = await stripe.refunds.list({ charge: event.data.object.id, limit: 100 }, on);
      return { refunds: list.data };
    }
    default:
      return {};
  }
}

function apply(
  tx: DbOrTx,
  event: Stripe.Event,
  account: string,
  fresh: Awaited<ReturnType<typeof fetchFresh>>,
): Promise<string | null> {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "account.updated":
      return fresh.account ? syncAccount(tx, fresh.account) : Promise.resolve(null);
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "payment_intent.succeeded":
      return fresh.pi ? applySucceeded(tx, account, fresh.pi, at) : Promise.resolve(null);
    case "checkout.session.async_payment_failed": {
      const session = event.data.object;
      return applyFailed(tx, account, session.metadata, EXPIRED_VOUCHER, at, session.id);
    }
    case "payment_intent.payment_failed": {
      const pi = event.data.object;
      return applyFailed(tx, account, pi.metadata, paymentFailureText(pi.last_payment_error), at, pi.id);
    }
    case "charge.refunded": {
      const piId = idOf(event.data.object.payment_intent);
      return piId ? applyChargeRefunds(tx, account, piId, fresh.refunds ?? []) : Promise.resolve(null);
    }
    default:
      return Promise.resolve(null);
  }
}

/** Applies one verified Connect event once (the same `stripe_webhook_events` ledger as the platform's). */
export async function processConnectEvent(db: Db, event: Stripe.Event): Promise<ProcessResult> {
  if (await alreadyApplied(db, event.id)) return "duplicate";
  const account = event.account ?? null;
  const handled = account !== null && (CONNECT_EVENTS as readonly string[]).includes(event.type);
  const fresh = handled && account ? await fetchFresh(event, account) : {};
  return applyOnce(db, event, handled, (tx) =>
    account ? apply(tx, event, account, fresh) : Promise.resolve(null),
  );
}

/** `POST /api/webhooks/stripe-connect`, signed with `STRIPE_CONNECT_WEBHOOK_SECRET`. */
export function receiveConnectWebhook(
  rawBody: string,
  signature: string | null,
  database: () => Promise<Db> = getDb,
): Promise<WebhookResponse> {
  return receiveSigned(database, rawBody, signature, connectSettings().webhookSecret, processConnectEvent);
}
