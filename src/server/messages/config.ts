/**
 * WhatsApp (Meta's Cloud API) and SMS (any HTTP provider speaking the contract in `sms.ts`) settings,
 * from the environment. A channel whose settings are missing is offline: its messages stay in the
 * outbox, marked as not configured, as e-mails do without `SMTP_URL`.
 */
export interface WhatsappSettings {
  token: string;
  phoneNumberId: string;
  /** Signs the status webhooks (`X-Hub-Signature-256`). */
  appSecret: string | null;
  /** Answers the webhook's GET verification (`hub.verify_token`). */
  verifyToken: string | null;
  /** `https://graph.facebook.com` unless told; tests point it at a local fake. */
  apiUrl: string;
  apiVersion: string;
}

export interface SmsSettings {
  apiUrl: string;
  token: string;
}

type Env = Record<string, string | undefined>;

export function whatsappSettings(env: Env = process.env): WhatsappSettings | null {
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) return null;
  return {
    token: env.WHATSAPP_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: env.WHATSAPP_APP_SECRET || null,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN || null,
    apiUrl: (env.WHATSAPP_API_URL || "https://graph.facebook.com").replace(/\/$/, ""),
    apiVersion: env.WHATSAPP_API_VERSION || "v21.0",
  };
}

/** The webhook's secrets only (the route needs no token to receive statuses). */
export function whatsappWebhookSecrets(env: Env = process.env) {
  return { appSecret: env.WHATSAPP_APP_SECRET || null, verifyToken: env.WHATSAPP_VERIFY_TOKEN || null };
}

export function smsSettings(env: Env = process.env): SmsSettings | null {
  if (!env.SMS_API_URL || !env.SMS_API_TOKEN) return null;
  return { apiUrl: env.SMS_API_URL.replace(/\/$/, ""), token: env.SMS_API_TOKEN };
}
