/**
 * A hauler's day as the fleet planner sees it: places (yards, sites, receivers) as indexes into a
 * distance table the caller gives, trucks with a home yard, a capacity in caçambas and the driver's
 * shift, receivers with their hours and the waste classes they accept, and the day's jobs. Times are
 * minutes after midnight, local time. Pure data: no clock, no I/O.
 */

import type { WasteClass } from "@/domain/ctr/waste";

export type DayJobKind = "drop_off" | "pick_up" | "swap";

export interface DistanceTable {
  /** `km[i][j]`: kilometres from place i to place j. */
  km: readonly (readonly number[])[];
  /** Driving minutes; without it, km at `speedKmh`. */
  minutes?: readonly (readonly number[])[];
  /** Where the numbers come from, said with the plan: "linha reta" unless a road router gave them. */
  source: "straight-line" | "road";
}

export interface Receiver {
  id: string;
  place: number;
  opensMin: number;
  /** Unloading must end by then. */
  closesMin: number;
  classes: readonly WasteClass[];
  unloadMin: number;
}

export interface Shift {
  startMin: number;
  endMin: number;
  /** A break of `durationMin` that starts between `earliestMin` and `latestMin`, needed when the day lasts past `latestMin`. */
  break?: { earliestMin: number; latestMin: number; durationMin: number };
}

export interface Truck {
  id: string;
  /** The truck's home yard: the day starts and ends there, and empty caçambas are loaded there. */
  yard: number;
  /** Caçambas it carries at once (a hook-lift truck: 1). */
  capacity: number;
  shift: Shift;
  /** False: the truck leaves the yard once and returns once (no reload during the day). Default true. */
  reloads?: boolean;
}

export interface DayJob {
  id: string;
  kind: DayJobKind;
  place: number;
  windowStart: number | null;
  windowEnd: number | null;
  /** Minutes at the site (set down, lift, photo, CTR). */
  serviceMin: number;
  /** The class of the waste a pick-up or troca takes to a receiver. */
  wasteClass?: WasteClass;
  /** Caçambas (or units) a drop-off takes from the truck; 1 by default. */
  size?: number;
  /** A pick-up whose legal deadline is today: served today, or the plan names it with this citation. */
  dueToday?: { citation: string };
  /** Only this truck may serve it. */
  truckId?: string;
}

export interface DayInput {
  table: DistanceTable;
  trucks: readonly Truck[];
  receivers: readonly Receiver[];
  jobs: readonly DayJob[];
  /** Urban speed when the table has no minutes. */
  speedKmh: number;
  /** The most jobs a truck may have in a day: MAX_JOBS_PER_TRUCK_DAY (40) unless given. */
  maxJobsPerTruck?: number;
  /** The plan on the board now, job ids per truck id: the answer is never worse than it. */
  current?: Readonly<Record<string, readonly string[]>>;
}

export type StopKind = "yard" | "site" | "receiver";

/** One drive and what is done at its end. */
export interface Leg {
  to: StopKind;
  place: number;
  /** The receiver's id on a receiver run. */
  receiverId?: string;
  km: number;
  departMin: number;
  arriveMin: number;
  /** When the work there starts (after waiting for a window or opening hour) and ends. */
  startMin: number;
  endMin: number;
}

/** A job's trip: the legs from the end of the previous trip (yard reloads and the receiver run included). */
export interface Trip {
  jobId: string;
  kind: DayJobKind;
  legs: Leg[];
  km: number;
  startMin: number;
  endMin: number;
}

export interface Violation {
  jobId: string | null;
  kind: "late" | "receiver" | "capacity" | "shift" | "break" | "bound" | "truck";
}

export interface TruckDay {
  truckId: string;
  trips: Trip[];
  /** The drive back to the yard at the end of the day. */
  back: Leg | null;
  km: number;
  startMin: number;
  /** When the truck is back at the yard. */
  endMin: number;
  breakStartMin: number | null;
  violations: Violation[];
}
