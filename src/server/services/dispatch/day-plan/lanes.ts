/**
 * The board's lanes after accepting a day plan for some trucks, pure. On each accepted truck: the jobs
 * already under way or closed keep the head of the lane in their order, then the plan's jobs in the
 * plan's order, then the scheduled jobs the planner does not plan (a dump run, a job with no place on
 * the map). A planned job the plan takes off an accepted truck and gives to no accepted truck goes to
 * "sem caminhão" (the plan leaves it there or on a truck not accepted yet). Lanes the moves leave with
 * gaps are numbered again. Returns the rows whose truck or place changes.
 */

export interface LaneJob {
  id: string;
  truckId: string | null;
  sequence: number;
  status: string;
  /** Scheduled, of a kind the planner plans, with a place on the map. */
  plannable: boolean;
}

export interface AcceptedTruck {
  truckId: string;
  jobIds: readonly string[];
}

export interface LaneChange {
  id: string;
  truckId: string | null;
  sequence: number;
  /** True when the job changes truck. */
  moved: boolean;
}

const CLOSED = new Set(["cancelled", "failed"]);

/** Live jobs (not cancelled or failed) a lane would hold: the 40-job bound counts these. */
export const liveCount = (lane: readonly LaneJob[]) => lane.filter((j) => !CLOSED.has(j.status)).length;

export function acceptedLanes(all: readonly LaneJob[], accepted: readonly AcceptedTruck[]) {
  const byId = new Map(all.map((j) => [j.id, j]));
  const sorted = [...all].sort((a, b) => a.sequence - b.sequence);
  const taken = new Set(accepted.flatMap((t) => t.jobIds));
  const acceptedIds = new Set(accepted.map((t) => t.truckId));
  const lanes = new Map<string | null, LaneJob[]>();
  for (const t of accepted) {
    const own = sorted.filter((j) => j.truckId === t.truckId && !taken.has(j.id));
    const planned = t.jobIds.map((id) => byId.get(id) as LaneJob);
    lanes.set(t.truckId, [
      ...own.filter((j) => j.status !== "scheduled"),
      ...planned,
      ...own.filter((j) => j.status === "scheduled" && !j.plannable),
    ]);
  }
  // Planned jobs the accepted trucks let go of: to "sem caminhão", after what is there.
  const released = sorted.filter(
    (j) => j.plannable && j.truckId !== null && acceptedIds.has(j.truckId) && !taken.has(j.id),
  );
  // The other lanes, without what the accepted trucks took.
  for (const j of sorted) {
    if (j.truckId !== null && acceptedIds.has(j.truckId)) continue;
    if (taken.has(j.id)) continue;
    const lane = lanes.get(j.truckId) ?? [];
    lane.push(j);
    lanes.set(j.truckId, lane);
  }
  lanes.set(null, [...(lanes.get(null) ?? []), ...released]);
  const changes: LaneChange[] = [];
  for (const [truckId, lane] of lanes)
    lane.forEach((j, i) => {
      if (j.truckId !== truckId || j.sequence !== i + 1)
        changes.push({ id: j.id, truckId, sequence: i + 1, moved: j.truckId !== truckId });
    });
  return { lanes, changes };
}
