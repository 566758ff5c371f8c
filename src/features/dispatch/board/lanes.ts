/**
 * The board's columns as plain data: one per truck plus "sem caminhão", each a list of job ids in the
 * order the server keeps (`sequence`). Pure, so the optimistic update and the drop position are tested
 * without a browser.
 */

import { formatPlate } from "@/lib/format";

export interface LaneJob {
  id: string;
  truckId: string | null;
  driverId: string | null;
  status: string;
  sequence: number;
}

export interface MoveInput {
  jobId: string;
  truckId: string | null;
  position: number;
  driverId?: string | null;
}

export type LaneKey = `lane:${string}`;
export type LaneOrder = Record<LaneKey, string[]>;

const NO_TRUCK = "lane:none";

export const laneKey = (truckId: string | null): LaneKey => (truckId ? `lane:${truckId}` : NO_TRUCK);
export const isLaneKey = (id: unknown): id is LaneKey => typeof id === "string" && id.startsWith("lane:");
export const truckOfLane = (key: LaneKey): string | null => (key === NO_TRUCK ? null : key.slice(5));

/** Only jobs still `scheduled` may change truck or place (the server refuses the rest). */
export const isMovable = (job: Pick<LaneJob, "status">) => job.status === "scheduled";

/** Columns for the trucks given (in that order, after "sem caminhão"); `jobs` come in board order. */
export function lanesOf(jobs: readonly LaneJob[], truckIds: readonly string[]): LaneOrder {
  const order: LaneOrder = { [NO_TRUCK]: [] };
  for (const id of truckIds) order[laneKey(id)] = [];
  for (const job of jobs) order[laneKey(job.truckId)]?.push(job.id);
  return order;
}

interface BoardTruck {
  id: string;
  plate: string;
}

/** The board's columns, "Sem caminhão" first, each truck by its plate as every screen and PDF writes it ("GTR-8812"). */
export function boardLanes(
  trucks: readonly BoardTruck[],
): { key: LaneKey; title: string; truckId?: string }[] {
  return [
    { key: NO_TRUCK, title: "Sem caminhão" },
    ...trucks.map((t) => ({ key: laneKey(t.id), title: formatPlate(t.plate), truckId: t.id })),
  ];
}

/** The trucks as a select offers them, by the same plate. */
export function truckOptions(trucks: readonly BoardTruck[]): { value: string; label: string }[] {
  return trucks.map((t) => ({ value: t.id, label: formatPlate(t.plate) }));
}

export function laneOfJob(order: LaneOrder, jobId: string): LaneKey | undefined {
  return (Object.keys(order) as LaneKey[]).find((key) => order[key]?.includes(jobId));
}

/** Where a job is now, as the server's `position` (index in its column, every status counted). */
export function placeOf(order: LaneOrder, jobId: string): { lane: LaneKey; position: number } | undefined {
  const lane = laneOfJob(order, jobId);
  return lane ? { lane, position: order[lane]?.indexOf(jobId) ?? -1 } : undefined;
}

/** Takes `jobId` out of its column and puts it in `to` at `index` (clamped to the column's end). */
export function moveBetween(order: LaneOrder, jobId: string, to: LaneKey, index: number): LaneOrder {
  const next: LaneOrder = {};
  for (const key of Object.keys(order) as LaneKey[])
    next[key] = (order[key] ?? []).filter((id) => id !== jobId);
  const target = next[to] ?? [];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, jobId);
  next[to] = target;
  return next;
}

/**
 * The board as it will be once the server accepts `move` (same clamp and renumbering as `moveJob`):
 * used for the optimistic update, rolled back if the server refuses.
 */
export function applyMove<J extends LaneJob>(jobs: readonly J[], move: MoveInput): J[] {
  const moved = jobs.find((j) => j.id === move.jobId);
  if (!moved) return [...jobs];
  const rest = jobs.filter((j) => j.id !== move.jobId);
  const target = rest.filter((j) => j.truckId === move.truckId);
  const at = Math.max(0, Math.min(move.position, target.length));
  const placed: J = {
    ...moved,
    truckId: move.truckId,
    ...(move.driverId !== undefined ? { driverId: move.driverId } : {}),
  };
  const anchor = target[at];
  const last = target.at(-1);
  const index = anchor ? rest.indexOf(anchor) : last ? rest.indexOf(last) + 1 : rest.length;
  rest.splice(index, 0, placed);
  const counters = new Map<string | null, number>();
  return rest.map((j) => {
    const n = (counters.get(j.truckId) ?? 0) + 1;
    counters.set(j.truckId, n);
    return j.sequence === n ? j : { ...j, sequence: n };
  });
}
