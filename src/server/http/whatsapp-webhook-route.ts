import { whatsappWebhookSecrets } from "@/server/messages/config";
import { receiveWhatsappWebhook, verifyWhatsappSubscription } from "@/server/messages/webhook";
import { BodyTooLarge, readTextLimited, tooLargeResponse, WHATSAPP_EVENT_MAX_BYTES } from "./body-limit";

const plain = { "content-type": "text/plain; charset=utf-8" };

/** Meta's subscription check: echoes `hub.challenge` when `hub.verify_token` is ours. */
export function whatsappSubscriptionCheck(req: Request): Response {
  const { status, body } = verifyWhatsappSubscription(
    new URL(req.url).searchParams,
    whatsappWebhookSecrets().verifyToken,
  );
  return new Response(body, { status, headers: plain });
}

/** Status webhooks (sent, delivered, read, failed); the raw body is needed for the signature. */
export async function whatsappWebhookPost(req: Request): Promise<Response> {
  let rawBody: string;
  try {
    rawBody = await readTextLimited(req, WHATSAPP_EVENT_MAX_BYTES);
  } catch (e) {
    if (e instanceof BodyTooLarge) return tooLargeResponse(e);
    throw e;
  }
  const { status, body } = await receiveWhatsappWebhook(
    rawBody,
    req.headers.get("x-hub-signature-256"),
    whatsappWebhookSecrets().appSecret,
  );
  return new Response(body, {
    status,
    headers: status === 200 ? { "content-type": "application/json" } : plain,
  });
}
