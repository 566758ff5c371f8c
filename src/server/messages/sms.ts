import type { SmsSettings } from "./config";
import { postJson, type SendMessage } from "./sender";

/**
 * The SMS contract (any provider, or a small adapter in front of one):
 * `POST {SMS_API_URL}/messages` with `Authorization: Bearer {SMS_API_TOKEN}` and the JSON
 * `{ "to": "5511987654321", "text": "…", "reference": "<outbox id>" }`; a 2xx answer with
 * `{ "id": "<provider id>" }` means taken. `reference` lets the provider drop a repeated request.
 */
export function smsSender(settings: SmsSettings): SendMessage {
  return async (m) => {
    const json = (await postJson(`${settings.apiUrl}/messages`, settings.token, {
      to: m.to,
      text: m.text,
      reference: m.id,
    })) as { id?: unknown } | null;
    return { providerMessageId: typeof json?.id === "string" ? `sms:${json.id}` : null };
  };
}
