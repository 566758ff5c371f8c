import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { messageOutbox } from "@/server/db/schema";
import { whileRenewing } from "@/server/jobs/lease";
import type { DeliverOptions } from "@/server/mail/dispatch";
import { noFiles } from "@/server/mail/notice-file";
import type { Channel } from "./outbox";
import type { SendMessage } from "./sender";
import { applyEarlyStatus } from "./webhook";

type Row = typeof messageOutbox.$inferSelect;
export type Senders = Partial<Record<Channel, SendMessage>>;

export const MAX_ATTEMPTS = 10;
/** How long a claimed message is left to the dispatcher that claimed it; renewed while it is sent. */
export const LEASE_MS = 60_000;
export const NOT_CONFIGURED = {
  whatsapp: "WhatsApp não configurado nesta instalação: a mensagem espera aqui.",
  sms: "SMS não configurado nesta instalação: a mensagem espera aqui.",
} as const;

/** Claims the next due message of a configured channel: attempts + 1, next try one lease ahead (SKIP LOCKED). */
async function claimNext(db: Db, channels: Channel[], at: Date, leaseMs: number): Promise<Row | null> {
  const due = db
    .select({ id: messageOutbox.id })
    .from(messageOutbox)
    .where(
      and(
        eq(messageOutbox.status, "pending"),
        inArray(messageOutbox.channel, channels),
        lte(messageOutbox.nextAttemptAt, at),
      ),
    )
    .orderBy(messageOutbox.nextAttemptAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(messageOutbox)
    .set({ attempts: sql`${messageOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
    .where(inArray(messageOutbox.id, due))
    .returning();
  return row ?? null;
}

function renewLease(db: Db, row: Row, clock: () => Date, leaseMs: number) {
  return db
    .update(messageOutbox)
    .set({ nextAttemptAt: new Date(clock().getTime() + leaseMs) })
    .where(
      and(
        eq(messageOutbox.id, row.id),
        eq(messageOutbox.status, "pending"),
        eq(messageOutbox.attempts, row.attempts),
      ),
    );
}

/** Pending messages of channels with no provider are marked so (once); they stay pending. */
async function markNotConfigured(db: Db, configured: Channel[]) {
  for (const channel of ["whatsapp", "sms"] as const) {
    if (configured.includes(channel)) continue;
    await db
      .update(messageOutbox)
      .set({ lastError: NOT_CONFIGURED[channel] })
      .where(
        and(
          eq(messageOutbox.status, "pending"),
          eq(messageOutbox.channel, channel),
          isNull(messageOutbox.lastError),
        ),
      );
  }
  if (configured.length > 0)
    await db
      .update(messageOutbox)
      .set({ lastError: null })
      .where(
        and(
          eq(messageOutbox.status, "pending"),
          inArray(messageOutbox.channel, configured),
          inArray(messageOutbox.lastError, Object.values(NOT_CONFIGURED)),
        ),
      );
}

/**
 * Sends up to `limit` due messages, one at a time, each through its channel's sender: claimed just
 * before it is sent (FOR UPDATE SKIP LOCKED), its lease renewed while the provider answers, so two
 * dispatchers on one database never send one twice and a crash leaves it to be retried when the
 * lease ends. A failure is retried 1, 2, 4 … minutes later (at most 6 hours); after MAX_ATTEMPTS it
 * is `failed`. The same design as the e-mail dispatcher (`mail/dispatch.ts`).
 */
export async function deliverDueMessages(db: Db, senders: Senders, now: Date, options: DeliverOptions = {}) {
  const { limit = 20, leaseMs = LEASE_MS, filesOf = noFiles } = options;
  const channels = (Object.keys(senders) as Channel[]).filter((c) => senders[c]);
  await markNotConfigured(db, channels);
  const startedAt = Date.now();
  const clock = () => new Date(now.getTime() + Date.now() - startedAt);
  let attempted = 0;
  let sent = 0;
  if (channels.length === 0) return { attempted, sent };
  while (attempted < limit) {
    const row = await claimNext(db, channels, clock(), leaseMs);
    if (!row) break;
    attempted++;
    const send = senders[row.channel];
    try {
      if (!send) throw new Error(NOT_CONFIGURED[row.channel]);
      const { providerMessageId } = await whileRenewing(
        leaseMs,
        () => renewLease(db, row, clock, leaseMs),
        async () => {
          // WhatsApp carries a document; SMS carries text only (the link in it).
          const [document] = row.channel === "whatsapp" ? await filesOf(db, row) : [];
          return send(document ? { ...row, document } : row);
        },
      );
      await db
        .update(messageOutbox)
        .set({ status: "sent", sentAt: clock(), lastError: null, providerMessageId })
        .where(eq(messageOutbox.id, row.id));
      // Its status webhooks may have come first. A failure here must not send the message again.
      await applyEarlyStatus(db, providerMessageId).catch(() => 0);
      sent++;
    } catch (e) {
      await db
        .update(messageOutbox)
        .set({
          lastError: e instanceof Error ? e.message.slice(0, 500) : String(e),
          status: row.attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: sql`${clock().toISOString()}::timestamptz + make_interval(mins => least(power(2, ${row.attempts - 1})::int, 360))`,
        })
        .where(eq(messageOutbox.id, row.id));
    }
  }
  return { attempted, sent };
}
