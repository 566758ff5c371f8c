import { createHmac, timingSafeEqual } from "node:crypto";
import type { WhatsappSettings } from "./config";
import { type OutgoingMessage, ProviderError, postForm, postJson, type SendMessage } from "./sender";

/**
 * The Cloud API's template message: `POST /{version}/{phone-number-id}/messages` with
 * `messaging_product: "whatsapp"`, `type: "template"`, the approved template's name and language and
 * its body parameters in order; with a document (uploaded first: `media`), a header with it (the
 * template is approved with a DOCUMENT header). Answers `{ messages: [{ id: "wamid.…" }] }`.
 */
export function whatsappRequest(
  settings: WhatsappSettings,
  m: OutgoingMessage,
  media?: { id: string; filename: string },
) {
  const body = { type: "body", parameters: m.params.map((text) => ({ type: "text", text })) };
  const header = media && { type: "header", parameters: [{ type: "document", document: media }] };
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
        components: header ? [header, body] : [body],
      },
    },
  };
}

/** `POST /{version}/{phone-number-id}/media` (multipart: the file, its type): the media id to send. */
async function uploadMedia(settings: WhatsappSettings, file: NonNullable<OutgoingMessage["document"]>) {
  const form = new FormData();
  form.append("messaging_product", "whatsapp");
  form.append("type", file.contentType);
  form.append("file", new Blob([new Uint8Array(file.content)], { type: file.contentType }), file.filename);
  const url = `${settings.apiUrl}/${settings.apiVersion}/${settings.phoneNumberId}/media`;
  const json = (await postForm(url, settings.token, form)) as { id?: string } | null;
  if (!json?.id) throw new ProviderError(502, "Resposta do WhatsApp sem o id do arquivo enviado.");
  return { id: json.id, filename: file.filename };
}

export function whatsappSender(settings: WhatsappSettings): SendMessage {
  return async (m) => {
    const media = m.document ? await uploadMedia(settings, m.document) : undefined;
    const { url, body } = whatsappRequest(settings, m, media);
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
