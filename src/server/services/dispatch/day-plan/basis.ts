import { createHash } from "node:crypto";

/**
 * What a day plan was made from: a hash of every job of the board's day (id, truck, place in the lane,
 * status), in id order. Accepting a plan recomputes it under the board day's lock: if it differs, the
 * board changed since the plan (a job moved, booked, started or cancelled) and nothing is applied.
 */
export interface BasisJob {
  id: string;
  truckId: string | null;
  sequence: number;
  status: string;
}

export function dayBasis(jobs: readonly BasisJob[]): string {
  const lines = [...jobs]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((j) => `${j.id}|${j.truckId ?? "-"}|${j.sequence}|${j.status}`);
  return createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 32);
}
