import { MAX_JOBS_PER_TRUCK_DAY } from "./day-limit";
import type {
  DayInput,
  DayJob,
  Leg,
  Receiver,
  StopKind,
  Trip,
  Truck,
  TruckDay,
  Violation,
} from "./day-model";

/**
 * Drives one truck's day through its jobs in the order given, the way a hook-lift truck must:
 * - it leaves its yard at the shift's start carrying the empty caçambas the coming drop-offs and trocas
 *   need (at most its capacity, and one slot free when a pick-up comes first);
 * - a drop-off needs an empty caçamba on board, a troca one too (it leaves the empty and lifts the full
 *   one), a pick-up a free slot; when the truck lacks it, it first drives to the yard (leaving there
 *   the caçambas emptied at receivers) and reloads;
 * - a full caçamba goes straight to a receiver that accepts the job's waste class and is open when it
 *   gets there (unloading ends by closing time): the nearest such one from the site; the emptied
 *   caçamba rides back and goes to the yard before the truck needs that slot again;
 * - it waits for a client's window to open; arriving after it closes is late;
 * - the driver's break is taken while waiting for a window when it is due by then, else at the first
 *   departure after its earliest time, or earlier rather than start after its latest time;
 * - the day ends back at the yard, by the shift's end.
 * `strict` stops at the first broken rule (the search's feasibility test); otherwise every broken
 * rule is listed (the board's current plan, judged the same way).
 */

export interface DayContext {
  input: DayInput;
  travelMin: (a: number, b: number) => number;
  km: (a: number, b: number) => number;
  /** Per job, the receivers that accept its class, nearest to its site first. */
  receivers: Receiver[][];
}

export function dayContext(input: DayInput): DayContext {
  const { km, minutes } = input.table;
  const dist = (a: number, b: number) => km[a]?.[b] ?? 0;
  const travelMin = minutes
    ? (a: number, b: number) => minutes[a]?.[b] ?? 0
    : (a: number, b: number) => (dist(a, b) / input.speedKmh) * 60;
  const receivers = input.jobs.map((job) =>
    job.kind === "drop_off"
      ? []
      : input.receivers
          .filter((r) => job.wasteClass === undefined || r.classes.includes(job.wasteClass))
          .sort((a, b) => dist(job.place, a.place) - dist(job.place, b.place)),
  );
  return { input, travelMin, km: dist, receivers };
}

/** Empty caçambas a job takes from the truck. */
const emptiesFor = (job: DayJob) => (job.kind === "drop_off" ? (job.size ?? 1) : job.kind === "swap" ? 1 : 0);

export interface DriveResult {
  km: number;
  startMin: number;
  endMin: number;
  /** Broken rules; under `strict`, at most the first one. */
  violations: Violation[];
  /** The trips, when asked for. */
  day?: TruckDay;
}

/** The truck's state as it drives the day. */
interface Run {
  ctx: DayContext;
  truck: Truck;
  jobs: DayJob[];
  needFrom: Float64Array;
  strict: boolean;
  detail: boolean;
  violations: Violation[];
  legs: Leg[];
  at: number;
  clock: number;
  km: number;
  empties: number;
  emptied: number;
  /** -1: no break in this shift; null: not taken yet. */
  breakStart: number | null;
}

/** Records a broken rule; true when the drive stops there (strict). */
function broke(run: Run, jobId: string | null, kind: Violation["kind"]): boolean {
  run.violations.push({ jobId, kind });
  return run.strict;
}

/** Drives to `place`, taking the break before leaving when it is due; the arrival, or null when stopped. */
function drive(run: Run, place: number, jobId: string | null): number | null {
  const minutes = run.ctx.travelMin(run.at, place);
  const pause = run.truck.shift.break;
  if (
    pause &&
    run.breakStart === null &&
    (run.clock >= pause.earliestMin || run.clock + minutes > pause.latestMin)
  ) {
    run.breakStart = Math.max(run.clock, pause.earliestMin);
    if (run.breakStart > pause.latestMin + 1e-9 && broke(run, jobId, "break")) return null;
    run.clock = run.breakStart + pause.durationMin;
  }
  const depart = run.clock;
  const d = run.ctx.km(run.at, place);
  run.km += d;
  run.at = place;
  run.clock += minutes;
  if (run.detail)
    run.legs.push({
      to: "site",
      place,
      km: d,
      departMin: depart,
      arriveMin: run.clock,
      startMin: run.clock,
      endMin: run.clock,
    });
  return run.clock;
}

/** The work at the end of the last leg, from `startMin` to `endMin`. */
function work(run: Run, to: StopKind, startMin: number, endMin: number, receiverId?: string) {
  run.clock = endMin;
  const leg = run.legs[run.legs.length - 1];
  if (!run.detail || !leg) return;
  leg.to = to;
  leg.startMin = startMin;
  leg.endMin = endMin;
  if (receiverId) leg.receiverId = receiverId;
}

/** At the yard before job k: leaves the emptied caçambas, loads the empties the coming jobs need. */
function load(run: Run, k: number) {
  run.emptied = 0;
  const slots = run.jobs[k]?.kind === "pick_up" ? run.truck.capacity - 1 : run.truck.capacity;
  run.empties = Math.max(0, Math.min(slots, run.needFrom[k] as number));
}

/** True when the truck lacks what the job needs: an empty caçamba, or a free slot for a pick-up. */
function lacks(run: Run, job: DayJob, need: number): boolean {
  return job.kind === "pick_up" ? run.truck.capacity - run.empties - run.emptied < 1 : run.empties < need;
}

/** Job k's trip; false when the drive stops (strict). */
function serve(run: Run, k: number, jobIndex: number): boolean {
  const job = run.jobs[k] as DayJob;
  const { truck } = run;
  if (job.truckId !== undefined && job.truckId !== truck.id && broke(run, job.id, "truck")) return false;
  const need = emptiesFor(job);
  if (lacks(run, job, need)) {
    if (truck.reloads === false && broke(run, job.id, "capacity")) return false;
    if (run.at !== truck.yard) {
      if (drive(run, truck.yard, job.id) === null) return false;
      work(run, "yard", run.clock, run.clock);
    }
    load(run, k);
    if (lacks(run, job, need) && broke(run, job.id, "capacity")) return false;
  }
  const arrive = drive(run, job.place, job.id);
  if (arrive === null) return false;
  if (job.windowEnd !== null && arrive > job.windowEnd + 1e-9 && broke(run, job.id, "late")) return false;
  let start = Math.max(arrive, job.windowStart ?? arrive);
  const pause = truck.shift.break;
  // Waiting for the window to open: the driver's break fits there when it is due by then.
  if (pause && run.breakStart === null && start > arrive) {
    const from = Math.max(arrive, pause.earliestMin);
    if (from < start && from <= pause.latestMin) {
      run.breakStart = from;
      start = Math.max(start, from + pause.durationMin);
    }
  }
  work(run, "site", start, start + job.serviceMin);
  run.empties = Math.max(0, run.empties - need);
  if (job.kind === "drop_off") return true;
  let receiver: Receiver | undefined;
  for (const r of run.ctx.receivers[jobIndex] ?? []) {
    const s = Math.max(run.clock + run.ctx.travelMin(job.place, r.place), r.opensMin);
    if (s + r.unloadMin <= r.closesMin + 1e-9) {
      receiver = r;
      break;
    }
  }
  if (!receiver) return !broke(run, job.id, "receiver");
  const reach = drive(run, receiver.place, job.id);
  if (reach === null) return false;
  const s = Math.max(reach, receiver.opensMin);
  work(run, "receiver", s, s + receiver.unloadMin, receiver.id);
  run.emptied += 1;
  return true;
}

export function driveDay(
  ctx: DayContext,
  truckIndex: number,
  order: readonly number[],
  options: { strict: boolean; detail: boolean },
): DriveResult {
  const { input } = ctx;
  const truck = input.trucks[truckIndex];
  if (!truck) throw new Error(`driveDay: no truck ${truckIndex}`);
  const jobs = order.map((i) => input.jobs[i] as DayJob);
  const needFrom = new Float64Array(jobs.length + 1);
  for (let k = jobs.length - 1; k >= 0; k--)
    needFrom[k] = (needFrom[k + 1] as number) + emptiesFor(jobs[k] as DayJob);
  const run: Run = {
    ctx,
    truck,
    jobs,
    needFrom,
    strict: options.strict,
    detail: options.detail,
    violations: [],
    legs: [],
    at: truck.yard,
    clock: truck.shift.startMin,
    km: 0,
    empties: 0,
    emptied: 0,
    breakStart: truck.shift.break ? null : -1,
  };
  const trips: Trip[] = [];
  let going = !(jobs.length > (input.maxJobsPerTruck ?? MAX_JOBS_PER_TRUCK_DAY) && broke(run, null, "bound"));
  load(run, 0);
  for (let k = 0; k < jobs.length && going; k++) {
    const tripStart = run.clock;
    going = serve(run, k, order[k] as number);
    if (run.detail) {
      const job = jobs[k] as DayJob;
      const km = run.legs.reduce((a, l) => a + l.km, 0);
      trips.push({
        jobId: job.id,
        kind: job.kind,
        legs: run.legs,
        km,
        startMin: tripStart,
        endMin: run.clock,
      });
      run.legs = [];
    }
  }
  let back: Leg | null = null;
  if (going && jobs.length > 0) {
    if (run.at !== truck.yard) {
      drive(run, truck.yard, null);
      work(run, "yard", run.clock, run.clock);
      back = run.legs[run.legs.length - 1] ?? null;
    }
    if (run.clock > truck.shift.endMin + 1e-9) broke(run, null, "shift");
  }
  const startMin = truck.shift.startMin;
  const endMin = jobs.length > 0 ? run.clock : startMin;
  const result: DriveResult = { km: run.km, startMin, endMin, violations: run.violations };
  if (options.detail)
    result.day = {
      truckId: truck.id,
      trips,
      back,
      km: run.km,
      startMin,
      endMin,
      breakStartMin: run.breakStart === null || run.breakStart < 0 ? null : run.breakStart,
      violations: run.violations,
    };
  return result;
}
