import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";

export type SendEmail = (message: { to: string; subject: string; text: string }) => Promise<void>;

export const MAX_ATTEMPTS = 10;
/** How long a claimed e-mail is left to the dispatcher that claimed it. */
export const LEASE_MS = 60_000;

export interface DeliverOptions {
  limit?: number;
  leaseMs?: number;
}

/**
 * Sends the due e-mails of the outbox. Each one is first leased (attempts + 1, next try pushed
 * `leaseMs` ahead) in one statement, so a crash leaves it to be retried; a failed send is retried
 * 1, 2, 4 … minutes later (at most 6 hours); after MAX_ATTEMPTS it is marked `failed`.
 */
export async function deliverDueEmails(db: Db, send: SendEmail, now: Date, options: DeliverOptions = {}) {
  const { limit = 20, leaseMs = LEASE_MS } = options;
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const leased = await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  let sent = 0;
  for (const email of leased) {
    try {
      await send({ to: email.to, subject: email.subject, text: email.text });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: now, lastError: null })
        .where(eq(emailOutbox.id, email.id));
      sent++;
    } catch (e) {
      await db
        .update(emailOutbox)
        .set({
          lastError: e instanceof Error ? e.message.slice(0, 500) : String(e),
          status: email.attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => least(power(2, ${email.attempts - 1})::int, 360))`,
        })
        .where(eq(emailOutbox.id, email.id));
    }
  }
  return { attempted: leased.length, sent };
}
