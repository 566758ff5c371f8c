/**
 * Runs `run` every `ms` (first after `firstAfterMs`), never two at once in this process; a failure
 * is logged with `what` (pt-BR, for the operator) and the next round runs as usual. Returns a
 * function that stops it. Once-only across processes is each job's own claim (SKIP LOCKED, leases,
 * unique indexes), not this timer's.
 */
export function every(ms: number, what: string, run: () => Promise<unknown>, firstAfterMs = ms): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (e) {
      console.error(`Falha ao ${what}:`, e);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(round, firstAfterMs);
  first.unref();
  const timer = setInterval(round, ms);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
