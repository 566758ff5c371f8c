import { and, count, desc, eq, lte } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { emailOutbox, type messageOutbox } from "@/server/db/schema";
import { deliverDueEmails, type SendEmail } from "@/server/mail/dispatch";

/** The newest e-mail sent to `to`, and the token of the link it carries. */
export async function lastEmailTo(db: Db, to: string) {
  const [email] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!email) throw new Error(`no e-mail to ${to}`);
  const token = /token=([\w-]+)/.exec(email.text)?.[1] ?? "";
  return { ...email, token };
}

/**
 * What the mail worker does, until no e-mail is left pending (or 60 s passed): `deliverDueEmails`
 * every 100 ms with the given lease. Returns how many e-mails this dispatcher sent.
 */
export async function drainOutbox(db: Db, send: SendEmail, leaseMs: number): Promise<number> {
  const deadline = Date.now() + 60_000;
  let sent = 0;
  for (;;) {
    sent += (await deliverDueEmails(db, send, new Date(), { leaseMs })).sent;
    const [left] = await db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "pending"));
    if (!left?.n || Date.now() > deadline) return sent;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Writes 100 rows to an outbox, one address each, and right after each write asks whether it is due
 * at a `Date` taken then, as a dispatcher claiming at once would: how many were not yet due.
 */
export async function notDueRightAfterWriting(
  db: Db,
  outbox: typeof emailOutbox | typeof messageOutbox,
  addressOf: (i: number) => string,
  write: (to: string) => Promise<unknown>,
): Promise<number> {
  let notDue = 0;
  for (let i = 0; i < 100; i++) {
    const to = addressOf(i);
    await write(to);
    const at = new Date();
    const due = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.to, to), lte(outbox.nextAttemptAt, at)));
    if (due.length === 0) notDue++;
  }
  return notDue;
}
