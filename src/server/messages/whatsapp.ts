import { createHmac, timingSafeEqual } from "node:crypto";
import type { WhatsappSettings } from "./config";
import { ProviderError, postJson, type SendMessage } from "./sender";

/**
 * The Cloud API's template message: `POST /{version}/{phone-number-id}/messages` with
 * `messaging_product: "whatsapp"`, `type: "template"`, the approved template's name and language and
 * its body parameters in order. Answers `{ messages: [{ id: "wamid.…" }] }`.
 */
export function whatsappRequest(settings: WhatsappSettings, m: Parameters<SendMessage>[0]) {
  return {
    url: `${settings.apiUrl}/${settings.apiVersion}/${settings.phoneNumberId}/messages`,
    body: {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: m.to,
      type: "template",
      template: {
        name: m.template,
        language: { code: m.language },
        components: [{ type: "body", parameters: m.params.map((text) => ({ type: "text", text })) }],
      },
    },
  };
}

export function whatsappSender(settings: WhatsappSettings): SendMessage {
  return async (m) => {
    const { url, body } = whatsappRequest(settings, m);
    const json = (await postJson(url, settings.token, body)) as { messages?: { id?: string }[] } | null;
    const id = json?.messages?.[0]?.id;
    if (!id) throw new ProviderError(502, "Resposta do WhatsApp sem o id da mensagem.");
    return { providerMessageId: id };
  };
}

/** `sha256=` + hex HMAC-SHA256 of the raw body with the app secret, as Meta signs its webhooks. */
export function whatsappSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody, "utf8").digest("hex")}`;
}

/** True when `header` (`X-Hub-Signature-256`) is the app secret's signature of exactly this body. */
export function isValidWhatsappSignature(appSecret: string, rawBody: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(whatsappSignature(appSecret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
