import type { Db } from "@/server/db/client";
import { generateScheduledBulletins } from "./bulletins";
import { recordOverdueCitations } from "./citations/decide";

const EVERY_MS = 15 * 60_000;

async function tick(db: Db) {
  await generateScheduledBulletins(db, new Date());
  await recordOverdueCitations(db, new Date());
}

/**
 * Every 15 minutes (and once at start): the bimonthly registry bulletin of each city (JP art. 12,
 * §2º), once per bimester (a partial unique index keeps two processes from archiving it twice),
 * and `overdue` on upheld citations past their payment deadline. Returns a function that stops it.
 */
export function startBulletinWorker(db: Db): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await tick(db);
    } catch (e) {
      console.error("Falha ao gerar boletins bimestrais ou marcar autos vencidos:", e);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, 5_000);
  first.unref();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
