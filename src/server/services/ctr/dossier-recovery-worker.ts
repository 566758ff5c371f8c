import type { Db } from "@/server/db/client";
import { DOSSIER_LEASE_MS, recoverStaleDossiers } from "./dossier-jobs";

/**
 * At start and then once per lease: builds the dossiers whose process was stopped or killed
 * (queued or running with their lease over). Returns a function that stops it.
 */
export function startDossierRecovery(db: Db, leaseMs = DOSSIER_LEASE_MS): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      while ((await recoverStaleDossiers(db, { leaseMs })) > 0);
    } catch (e) {
      console.error("Falha ao retomar dossiês interrompidos:", e);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, leaseMs);
  timer.unref();
  return () => clearInterval(timer);
}
