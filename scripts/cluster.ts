import cluster, { type Worker } from "node:cluster";
import { CANNOT_LISTEN } from "./listen-failure";

/** A worker that dies sooner than this after starting counts as a crash loop: its restart waits longer. */
const HEALTHY_AFTER_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
const STOP_GRACE_MS = 10_000;

/**
 * The primary of `npm start` with WEB_CONCURRENCY > 1: forks `count` app servers that share one port
 * (node:cluster hands the connections out), starts a new one when one dies (at once, or after a
 * growing wait when it keeps dying right after starting), and on SIGINT/SIGTERM stops them all; a worker
 * that cannot listen on the port (`CANNOT_LISTEN`) stops them all with code 1.
 * `onListening` runs once, when every worker listens.
 */
export function runCluster(count: number, onListening: () => void): void {
  let stopping = false;
  let stopCode = 0;
  let listening = 0;
  let restartDelayMs = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  for (let i = 0; i < count; i++) fork();

  cluster.on("listening", () => {
    listening += 1;
    if (listening === count) onListening();
  });
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(stopCode);
      return;
    }
    if (code === CANNOT_LISTEN) {
      // The worker said why; another would fail the same way.
      console.error("Os processos do servidor não conseguem atender na porta: parando.");
      stop(1);
      return;
    }
    restartDelayMs =
      lived < HEALTHY_AFTER_MS ? Math.min(MAX_RESTART_DELAY_MS, restartDelayMs * 2 || 1_000) : 0;
    console.error(
      `Processo ${worker.process.pid} parou (${signal ?? `código ${code}`}); iniciando outro` +
        (restartDelayMs ? ` em ${restartDelayMs / 1000} s.` : "."),
    );
    setTimeout(fork, restartDelayMs);
  });

  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    stopCode = code;
    if (startedAt.size === 0) process.exit(code);
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on("SIGINT", () => stop());
  process.on("SIGTERM", () => stop());
}
