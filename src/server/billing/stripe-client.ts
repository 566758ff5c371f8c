import Stripe from "stripe";
import { requireStripeSettings, type StripeSettings } from "./config";

const cache = new Map<string, Stripe>();

function build(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    telemetry: false,
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });
}

/** The Stripe client for the configured account (and, in tests, the local fake API it points at). */
export function stripeClient(): Stripe {
  const settings = requireStripeSettings();
  const key = JSON.stringify(settings);
  let client = cache.get(key);
  if (!client) {
    client = build(settings);
    cache.set(key, client);
  }
  return client;
}

/**
 * Verifies a webhook's `Stripe-Signature` against the raw body. Throws
 * `Stripe.errors.StripeSignatureVerificationError` when it does not match.
 */
export function verifyWebhook(rawBody: string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}

export type { Stripe };
