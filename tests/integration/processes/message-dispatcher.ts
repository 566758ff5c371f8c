/**
 * One "app process" sending the message outbox until none is left pending: the real
 * `deliverDueMessages` on DATABASE_URL through the WhatsApp and SMS settings of its environment,
 * lease LEASE_MS, from START_AT (epoch ms). Prints `{"sent":n}` as its last line.
 */
import { openDatabase } from "@/server/db/client";
import { sendersFromEnv } from "@/server/messages/senders";
import { drainMessages } from "../../helpers/message-outbox";

const env = process.env;
if (!env.DATABASE_URL) throw new Error("missing env");
const handle = await openDatabase({ url: env.DATABASE_URL });
try {
  await new Promise((r) => setTimeout(r, Math.max(0, Number(env.START_AT ?? 0) - Date.now())));
  const sent = await drainMessages(handle.db, sendersFromEnv(env), Number(env.LEASE_MS));
  process.stdout.write(`${JSON.stringify({ sent })}\n`);
} finally {
  await handle.close();
}
