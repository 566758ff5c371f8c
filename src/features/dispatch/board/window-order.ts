/**
 * A column's order against its time windows: a job whose window starts before that of a job ahead of it
 * in the same column ("08:00 after 10:30"). The board only warns — the dispatcher may mean it (a client
 * who asked for an early slot may still wait) — and the server keeps the order it is given.
 */

export interface WindowedJob {
  id: string;
  status: string;
  windowStart: string | null;
}

/** Jobs that are not driven do not count: a cancelled or failed job neither warns nor is warned about. */
const driven = (j: WindowedJob) => j.status !== "cancelled" && j.status !== "failed";

/** For each job out of order in `column` (in the column's order): the latest window start ahead of it. */
export function outOfOrder(column: readonly WindowedJob[]): Map<string, { start: string; after: string }> {
  const found = new Map<string, { start: string; after: string }>();
  let latest: string | null = null;
  for (const job of column) {
    if (!driven(job) || !job.windowStart) continue;
    if (latest !== null && job.windowStart < latest)
      found.set(job.id, { start: job.windowStart, after: latest });
    if (latest === null || job.windowStart > latest) latest = job.windowStart;
  }
  return found;
}

export const outOfOrderText = ({ start, after }: { start: string; after: string }) =>
  `Fora de ordem: janela ${start} depois de ${after}`;
