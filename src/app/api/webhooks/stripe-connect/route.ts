import { stripeWebhookRoute } from "@/server/http/stripe-webhook-route";
import { receiveConnectWebhook } from "@/server/services/connect/webhook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Events on the haulers' connected accounts (Stripe Connect). */
export const POST = stripeWebhookRoute(receiveConnectWebhook);
