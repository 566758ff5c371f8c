import { smsSettings, whatsappSettings } from "./config";

/** Whether this installation can send each phone channel (its provider is configured). */
export interface ChannelAvailability {
  whatsapp: boolean;
  sms: boolean;
}

/** Read from the environment as the senders are (`config.ts`); the names of the settings never reach a screen. */
export function channelAvailability(
  env: Record<string, string | undefined> = process.env,
): ChannelAvailability {
  return { whatsapp: whatsappSettings(env) !== null, sms: smsSettings(env) !== null };
}
