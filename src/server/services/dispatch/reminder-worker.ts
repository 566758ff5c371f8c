import type { Db } from "@/server/db/client";
import { runDueReminders } from "./reminders";

const EVERY_MS = 60_000;

/**
 * Polls the `placement_reminders` queue every minute (FOR UPDATE SKIP LOCKED, so several server
 * processes on one PostgreSQL never send a reminder twice). Returns a function that stops it.
 */
export function startReminderWorker(db: Db): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await runDueReminders(db, new Date());
    } catch (e) {
      console.error("Falha ao processar avisos de prazo das caçambas:", e);
    } finally {
      running = false;
    }
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
