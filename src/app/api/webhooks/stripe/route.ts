import { getDb } from "@/server/db/client";
import { receiveStripeWebhook } from "@/server/services/billing/webhook/receive";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Stripe webhook endpoint: the raw body is needed to verify the signature, so it is read as text. */
export async function POST(req: Request) {
  const rawBody = await req.text();
  const { status, body } = await receiveStripeWebhook(getDb, rawBody, req.headers.get("stripe-signature"));
  return Response.json(body, { status });
}
