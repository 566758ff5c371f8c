import { smsSettings, whatsappSettings } from "./config";
import type { Senders } from "./dispatch";
import { smsSender } from "./sms";
import { whatsappSender } from "./whatsapp";

/** The senders of the channels configured in `env`; a missing channel keeps its messages waiting. */
export function sendersFromEnv(env: Record<string, string | undefined> = process.env): Senders {
  const whatsapp = whatsappSettings(env);
  const sms = smsSettings(env);
  return {
    ...(whatsapp ? { whatsapp: whatsappSender(whatsapp) } : {}),
    ...(sms ? { sms: smsSender(sms) } : {}),
  };
}
