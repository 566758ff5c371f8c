import Stripe from "stripe";
import { stripeSettings } from "@/server/billing/config";
import { verifyWebhook } from "@/server/billing/stripe-client";
import { type Db, getDb } from "@/server/db/client";
import type { ProcessResult } from "./once";
import { processStripeEvent } from "./process-event";

export interface WebhookResponse {
  status: number;
  body: { received: boolean; result?: string; message?: string };
}

/**
 * A signed Stripe delivery: verifies the signature over the raw body with `secret` (503 when the
 * endpoint has no secret configured; 400 and nothing changed when it does not match), then applies
 * the event once with `process`. Errors while applying answer 500 so that Stripe retries later; the
 * event id is stored only when its effect commits.
 */
export async function receiveSigned(
  database: () => Promise<Db>,
  rawBody: string,
  signature: string | null,
  secret: string | null,
  process: (db: Db, event: Stripe.Event) => Promise<ProcessResult>,
): Promise<WebhookResponse> {
  if (!secret)
    return { status: 503, body: { received: false, message: "Webhook do Stripe não configurado." } };
  if (!signature)
    return { status: 400, body: { received: false, message: "Falta o cabeçalho Stripe-Signature." } };
  let event: Stripe.Event;
  try {
    event = verifyWebhook(rawBody, signature, secret);
  } catch (e) {
    if (e instanceof Stripe.errors.StripeSignatureVerificationError || e instanceof SyntaxError)
      return { status: 400, body: { received: false, message: "Assinatura do webhook inválida." } };
    throw e;
  }
  try {
    const result = await process(await database(), event);
    return { status: 200, body: { received: true, result } };
  } catch (e) {
    console.error(`stripe webhook ${event.id} (${event.type}) failed`, e);
    return {
      status: 500,
      body: { received: false, message: "Falha ao processar o evento; o Stripe tentará de novo." },
    };
  }
}

/** `POST /api/webhooks/stripe`: events of the platform's own account (`STRIPE_WEBHOOK_SECRET`). */
export function receiveStripeWebhook(
  rawBody: string,
  signature: string | null,
  database: () => Promise<Db> = getDb,
) {
  const secret = stripeSettings()?.webhookSecret ?? null;
  return receiveSigned(database, rawBody, signature, secret, processStripeEvent);
}
