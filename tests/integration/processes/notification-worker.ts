/**
 * One "app process" doing the notification work of the background jobs: the deadline reminders
 * (`runDueReminders`) and the licence warnings (`sendLicenceWarnings`) at each instant of AT
 * (comma-separated epoch ms), then the message outbox drained through the WhatsApp and SMS settings
 * of its environment (lease LEASE_MS), from START_AT. Prints `{"reminders":n,"sent":n}` last.
 */
import { openDatabase } from "@/server/db/client";
import { sendersFromEnv } from "@/server/messages/senders";
import { runDueReminders } from "@/server/services/dispatch/reminders";
import { sendLicenceWarnings } from "@/server/services/notifications/licence-notices";
import { drainMessages } from "../../helpers/message-outbox";

const env = process.env;
if (!env.DATABASE_URL || !env.AT) throw new Error("missing env");
const handle = await openDatabase({ url: env.DATABASE_URL });
try {
  await new Promise((r) => setTimeout(r, Math.max(0, Number(env.START_AT ?? 0) - Date.now())));
  let reminders = 0;
  for (const at of env.AT.split(",").map((t) => new Date(Number(t)))) {
    reminders += (await runDueReminders(handle.db, at)).sent;
    reminders += await sendLicenceWarnings(handle.db, at);
  }
  const sent = await drainMessages(handle.db, sendersFromEnv(env), Number(env.LEASE_MS));
  process.stdout.write(`${JSON.stringify({ reminders, sent })}\n`);
} finally {
  await handle.close();
}
