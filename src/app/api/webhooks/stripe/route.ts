import { getDb } from "@/server/db/client";
import {
  BodyTooLarge,
  readTextLimited,
  STRIPE_EVENT_MAX_BYTES,
  tooLargeResponse,
} from "@/server/http/body-limit";
import { receiveStripeWebhook } from "@/server/services/billing/webhook/receive";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Stripe webhook endpoint: the raw body is needed to verify the signature, so it is read as text. */
export async function POST(req: Request) {
  let rawBody: string;
  try {
    rawBody = await readTextLimited(req, STRIPE_EVENT_MAX_BYTES);
  } catch (e) {
    if (e instanceof BodyTooLarge) return tooLargeResponse(e);
    throw e;
  }
  const { status, body } = await receiveStripeWebhook(getDb, rawBody, req.headers.get("stripe-signature"));
  return Response.json(body, { status });
}
