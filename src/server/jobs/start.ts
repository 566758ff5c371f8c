import type { Db } from "@/server/db/client";
import { startMailDispatcher } from "@/server/mail/worker";
import { startBulletinWorker } from "@/server/services/city/bulletin-worker";
import { startDossierRecovery } from "@/server/services/ctr/dossier-recovery-worker";
import { startReminderWorker } from "@/server/services/dispatch/reminder-worker";

export interface JobOptions {
  /** Lease of the dossier builds (DOSSIER_LEASE_MS unless told; tests shorten it). */
  leaseMs?: number;
}

/** Starts every background job of an app process; returns a function that stops them all. */
export function startBackgroundJobs(db: Db, options: JobOptions = {}): () => void {
  const stops = [
    startMailDispatcher(db),
    startReminderWorker(db),
    startBulletinWorker(db),
    startDossierRecovery(db, options.leaseMs),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
