/**
 * One "app process" sending the outbox until no e-mail is left pending: the real `deliverDueEmails`
 * on DATABASE_URL through SMTP_URL with the lease in LEASE_MS, from START_AT (epoch ms). Prints
 * `{"sent":n}` as its last line.
 */
import { openDatabase } from "@/server/db/client";
import { smtpSenderFromEnv } from "@/server/mail/smtp";
import { drainOutbox } from "../../helpers/outbox";

const env = process.env;
if (!env.DATABASE_URL || !env.SMTP_URL) throw new Error("missing env");
const send = smtpSenderFromEnv(env);
if (!send) throw new Error("no sender");
const handle = await openDatabase({ url: env.DATABASE_URL });
try {
  await new Promise((r) => setTimeout(r, Math.max(0, Number(env.START_AT ?? 0) - Date.now())));
  const sent = await drainOutbox(handle.db, send, Number(env.LEASE_MS));
  process.stdout.write(`${JSON.stringify({ sent })}\n`);
} finally {
  await handle.close();
}
