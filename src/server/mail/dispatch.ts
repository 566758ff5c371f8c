import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { whileRenewing } from "@/server/jobs/lease";
import { type NoticeFile, type NoticeFilesOf, noFiles } from "./notice-file";

export type SendEmail = (message: {
  to: string;
  subject: string;
  text: string;
  /** Files made at send time (the outbox keeps text): e.g. the DANFSe of an NFS-e notice. */
  attachments?: NoticeFile[];
}) => Promise<void>;
type Email = typeof emailOutbox.$inferSelect;

export const MAX_ATTEMPTS = 10;
/** How long a claimed e-mail is left to the dispatcher that claimed it; renewed while it is sent. */
export const LEASE_MS = 60_000;

export interface DeliverOptions {
  limit?: number;
  leaseMs?: number;
  /** The files each notice carries, made at send time (none by default). */
  filesOf?: NoticeFilesOf;
}

/** Claims the next due e-mail: attempts + 1, next try pushed one lease ahead (SKIP LOCKED). */
async function claimNext(db: Db, at: Date, leaseMs: number): Promise<Email | null> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, at)))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [email] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return email ?? null;
}

/** The claimed e-mail pushed one lease ahead, as long as this dispatcher still holds it. */
function renewLease(db: Db, email: Email, clock: () => Date, leaseMs: number) {
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(clock().getTime() + leaseMs) })
    .where(
      and(
        eq(emailOutbox.id, email.id),
        eq(emailOutbox.status, "pending"),
        eq(emailOutbox.attempts, email.attempts),
      ),
    );
}

/**
 * Sends up to `limit` due e-mails of the outbox, one at a time: each is claimed just before it is
 * sent and its lease is renewed while the SMTP server takes its time, so a slow batch never outlives
 * the leases of the e-mails still waiting (another dispatcher would send them again) and a crash
 * leaves the e-mail to be retried when its lease ends. A failed send is retried 1, 2, 4 … minutes
 * later (at most 6 hours); after MAX_ATTEMPTS it is marked `failed`. `now` is the time at the start;
 * later claims add the time elapsed since.
 */
export async function deliverDueEmails(db: Db, send: SendEmail, now: Date, options: DeliverOptions = {}) {
  const { limit = 20, leaseMs = LEASE_MS, filesOf = noFiles } = options;
  const startedAt = Date.now();
  const clock = () => new Date(now.getTime() + Date.now() - startedAt);
  let attempted = 0;
  let sent = 0;
  while (attempted < limit) {
    const email = await claimNext(db, clock(), leaseMs);
    if (!email) break;
    attempted++;
    try {
      await whileRenewing(
        leaseMs,
        () => renewLease(db, email, clock, leaseMs),
        async () => {
          const attachments = await filesOf(db, email);
          await send({
            to: email.to,
            subject: email.subject,
            text: email.text,
            ...(attachments.length > 0 ? { attachments } : {}),
          });
        },
      );
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: clock(), lastError: null })
        .where(eq(emailOutbox.id, email.id));
      sent++;
    } catch (e) {
      await db
        .update(emailOutbox)
        .set({
          lastError: e instanceof Error ? e.message.slice(0, 500) : String(e),
          status: email.attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: sql`${clock().toISOString()}::timestamptz + make_interval(mins => least(power(2, ${email.attempts - 1})::int, 360))`,
        })
        .where(eq(emailOutbox.id, email.id));
    }
  }
  return { attempted, sent };
}
