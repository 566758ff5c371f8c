import { desc } from "drizzle-orm";
import type { Db, DbOrTx } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import type { Email } from "./templates";

/** Writes the e-mail to the outbox in the caller's transaction; the dispatcher sends it. */
export async function enqueueEmail(
  tx: DbOrTx,
  to: string,
  email: Email,
  orgId: string | null = null,
): Promise<void> {
  await tx
    .insert(emailOutbox)
    .values({ to, orgId, template: email.template, subject: email.subject, text: email.text });
}

/**
 * The newest e-mails. Bodies carry sign-in links, so they are shown only while no SMTP server is
 * configured (then this is the only way to read them); otherwise only subject and delivery status.
 */
export async function listOutbox(db: Db, limit: number, showBodies: boolean) {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, text: showBodies ? row.text : null }));
}
