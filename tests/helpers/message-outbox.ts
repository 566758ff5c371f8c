import { count, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { messageOutbox } from "@/server/db/schema";
import { deliverDueMessages, type Senders } from "@/server/messages/dispatch";

/**
 * What the message worker does, until no message is left pending (or 60 s passed):
 * `deliverDueMessages` every 100 ms with the given lease. Returns how many this dispatcher sent.
 */
export async function drainMessages(db: Db, senders: Senders, leaseMs: number): Promise<number> {
  const deadline = Date.now() + 60_000;
  let sent = 0;
  for (;;) {
    sent += (await deliverDueMessages(db, senders, new Date(), { leaseMs })).sent;
    const [left] = await db
      .select({ n: count() })
      .from(messageOutbox)
      .where(eq(messageOutbox.status, "pending"));
    if (!left?.n || Date.now() > deadline) return sent;
    await new Promise((r) => setTimeout(r, 100));
  }
}
