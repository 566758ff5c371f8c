import { getDb } from "@/server/db/client";
import {
  BodyTooLarge,
  readTextLimited,
  tooLargeResponse,
  WHATSAPP_EVENT_MAX_BYTES,
} from "@/server/http/body-limit";
import { whatsappWebhookSecrets } from "@/server/messages/config";
import { receiveWhatsappWebhook, verifyWhatsappSubscription } from "@/server/messages/webhook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const plain = { "content-type": "text/plain; charset=utf-8" };

/** Meta's subscription check: echoes `hub.challenge` when `hub.verify_token` is ours. */
export function GET(req: Request) {
  const { status, body } = verifyWhatsappSubscription(
    new URL(req.url).searchParams,
    whatsappWebhookSecrets().verifyToken,
  );
  return new Response(body, { status, headers: plain });
}

/** Status webhooks (sent, delivered, read, failed); the raw body is needed for the signature. */
export async function POST(req: Request) {
  let rawBody: string;
  try {
    rawBody = await readTextLimited(req, WHATSAPP_EVENT_MAX_BYTES);
  } catch (e) {
    if (e instanceof BodyTooLarge) return tooLargeResponse(e);
    throw e;
  }
  const { status, body } = await receiveWhatsappWebhook(
    getDb,
    rawBody,
    req.headers.get("x-hub-signature-256"),
    whatsappWebhookSecrets().appSecret,
  );
  return new Response(body, {
    status,
    headers: status === 200 ? { "content-type": "application/json" } : plain,
  });
}
