import Stripe from "stripe";
import { stripeSettings } from "@/server/billing/config";
import { verifyWebhook } from "@/server/billing/stripe-client";
import type { Db } from "@/server/db/client";
import { processStripeEvent } from "./process-event";

export interface WebhookResponse {
  status: number;
  body: { received: boolean; result?: string; message?: string };
}

/**
 * `POST /api/webhooks/stripe`: verifies the signature over the raw body (400 and nothing changed
 * when it does not match), then applies the event once. Errors while applying answer 500 so that
 * Stripe retries later; the event id is stored only when its effect commits.
 */
export async function receiveStripeWebhook(
  getDb: () => Promise<Db>,
  rawBody: string,
  signature: string | null,
): Promise<WebhookResponse> {
  const settings = stripeSettings();
  if (!settings?.webhookSecret)
    return { status: 503, body: { received: false, message: "Webhook do Stripe não configurado." } };
  if (!signature)
    return { status: 400, body: { received: false, message: "Falta o cabeçalho Stripe-Signature." } };
  let event: Stripe.Event;
  try {
    event = verifyWebhook(rawBody, signature, settings.webhookSecret);
  } catch (e) {
    if (e instanceof Stripe.errors.StripeSignatureVerificationError || e instanceof SyntaxError)
      return { status: 400, body: { received: false, message: "Assinatura do webhook inválida." } };
    throw e;
  }
  try {
    const result = await processStripeEvent(await getDb(), event);
    return { status: 200, body: { received: true, result } };
  } catch (e) {
    console.error(`stripe webhook ${event.id} (${event.type}) failed`, e);
    return {
      status: 500,
      body: { received: false, message: "Falha ao processar o evento; o Stripe tentará de novo." },
    };
  }
}
