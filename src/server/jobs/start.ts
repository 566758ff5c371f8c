import type { Db } from "@/server/db/client";
import { startMailDispatcher } from "@/server/mail/worker";
import { startBulletinWorker } from "@/server/services/city/bulletin-worker";
import { startReminderWorker } from "@/server/services/dispatch/reminder-worker";

/** Starts every background job of an app process; returns a function that stops them all. */
export function startBackgroundJobs(db: Db): () => void {
  const stops = [startMailDispatcher(db), startReminderWorker(db), startBulletinWorker(db)];
  return () => {
    for (const stop of stops) stop();
  };
}
