import { stripeWebhookRoute } from "@/server/http/stripe-webhook-route";
import { receiveStripeWebhook } from "@/server/services/billing/webhook/receive";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The platform's own Stripe events (subscriptions, payment links). */
export const POST = stripeWebhookRoute(receiveStripeWebhook);
