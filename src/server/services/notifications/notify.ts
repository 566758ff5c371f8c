import type { NotificationEvent } from "@/domain/notifications/events";
import { releaseAfterQuietHours } from "@/domain/notifications/quiet-hours";
import type { DbOrTx } from "@/server/db/client";
import { notificationsSent } from "@/server/db/schema";
import { enqueueEmail } from "@/server/mail/outbox";
import type { Email } from "@/server/mail/templates";
import { enqueueMessage, type Message } from "@/server/messages/outbox";
import { deliveriesFor } from "./settings";

export interface Notification {
  event: NotificationEvent;
  /** What the event is about, e.g. the placement id and its deadline: part of the dedupe key. */
  subject: string;
  userIds: string[];
  orgId: string | null;
  /** The municipality's time zone (quiet hours are on its wall clock). */
  timeZone: string;
  now: Date;
  /** The pt-BR texts; `link` may differ per person (e.g. a one-tap link signed for them). */
  render: (userId: string) => { email: Email; message: Message };
}

/**
 * Writes one event to the outboxes in the caller's transaction, for each person on each channel
 * they chose and (WhatsApp, SMS) opted in to; WhatsApp and SMS wait for the end of their quiet hours.
 * Each (event, subject, person, channel) is enqueued once: `notifications_sent` keeps the key.
 * Returns how many messages were enqueued.
 */
export async function notify(tx: DbOrTx, n: Notification): Promise<number> {
  let enqueued = 0;
  for (const d of await deliveriesFor(tx, [...new Set(n.userIds)], n.event)) {
    if (d.channels.length === 0) continue;
    const texts = n.render(d.userId);
    for (const c of d.channels) {
      const dedupeKey = `${n.event}:${n.subject}:${d.userId}:${c.channel}`;
      const fresh = await tx
        .insert(notificationsSent)
        .values({ dedupeKey, userId: d.userId })
        .onConflictDoNothing()
        .returning({ key: notificationsSent.dedupeKey });
      if (fresh.length === 0) continue;
      if (c.channel === "email") await enqueueEmail(tx, c.to, texts.email, n.orgId);
      else
        await enqueueMessage(tx, { channel: c.channel, to: c.to, userId: d.userId }, texts.message, {
          orgId: n.orgId,
          dedupeKey,
          notBefore: releaseAfterQuietHours(n.now, n.timeZone, d.quiet),
        });
      enqueued++;
    }
  }
  return enqueued;
}
