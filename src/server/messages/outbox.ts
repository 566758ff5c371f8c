import type { DbOrTx } from "@/server/db/client";
import { messageOutbox } from "@/server/db/schema";

export type Channel = "whatsapp" | "sms";

/** A message rendered from a template: the approved WhatsApp template, its parameters, and the pt-BR text. */
export interface Message {
  template: string;
  params: string[];
  text: string;
}

export interface Recipient {
  channel: Channel;
  to: string;
  userId?: string | null;
}

export interface EnqueueOptions {
  orgId?: string | null;
  /** Ignored when a message with this key already exists (one per event, subject and recipient). */
  dedupeKey?: string | null;
  /** Not before this time (the end of the recipient's quiet hours); now unless told. */
  notBefore?: Date;
}

/**
 * Writes the message to the outbox in the caller's transaction; the dispatcher sends it. Returns
 * false when the dedupe key was already used (nothing written).
 */
export async function enqueueMessage(
  tx: DbOrTx,
  recipient: Recipient,
  message: Message,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const rows = await tx
    .insert(messageOutbox)
    .values({
      channel: recipient.channel,
      to: recipient.to,
      userId: recipient.userId ?? null,
      orgId: options.orgId ?? null,
      template: message.template,
      params: message.params,
      text: message.text,
      dedupeKey: options.dedupeKey ?? null,
      ...(options.notBefore ? { nextAttemptAt: options.notBefore } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: messageOutbox.id });
  return rows.length > 0;
}
