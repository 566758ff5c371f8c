import type { WasteClass } from "@/domain/ctr/waste";
import {
  type DayInput,
  type DayJob,
  type DayJobKind,
  DEFAULT_ROUTE_OPTIONS,
  minutesOf,
  type Receiver,
  type Shift,
  type Truck,
} from "@/domain/route";

/**
 * The rows "Planejar o dia" reads, turned into the planner's day (src/domain/route/day-model.ts). Pure:
 * the loader (load.ts) reads the database, this only maps. Places are numbered yards first, then
 * receivers' gates, then the jobs' sites, in that order; `places` says what each index is.
 */

export interface PlacePoint {
  lat: number;
  lon: number;
}

export interface YardRow extends PlacePoint {
  id: string;
  name: string;
  isDefault: boolean;
}

export interface TruckRow {
  id: string;
  plate: string;
  homeYardId: string | null;
  cacambaCapacity: number;
}

export interface ShiftRow {
  driverId: string;
  name: string;
  shiftStart: string;
  shiftEnd: string;
  breakMinutes: number;
}

export interface ReceiverRow extends PlacePoint {
  id: string;
  name: string;
  opensAt: string;
  closesAt: string;
  unloadMinutes: number;
  acceptedClasses: string[];
}

export interface JobRow {
  id: string;
  kind: DayJobKind;
  truckId: string | null;
  sequence: number;
  siteName: string | null;
  lat: number;
  lon: number;
  windowStart: string | null;
  windowEnd: string | null;
  wasteClass: WasteClass | null;
  /** The pick-up's legal deadline when it falls on the planned day or before, with its article. */
  dueToday: string | null;
}

export type Place =
  | { kind: "yard"; id: string; name: string }
  | { kind: "receiver"; id: string; name: string }
  | { kind: "site"; id: string; name: string };

export interface DayRows {
  yards: YardRow[];
  trucks: TruckRow[];
  /** The driver of each truck's jobs that day, by truck id (none: the default shift, said so). */
  shifts: Record<string, ShiftRow | undefined>;
  receivers: ReceiverRow[];
  jobs: JobRow[];
}

/** The shift when no driver is on the truck's jobs that day: 07:00–17:00 with an hour's break. */
export const DEFAULT_SHIFT = { shiftStart: "07:00", shiftEnd: "17:00", breakMinutes: 60 } as const;

/**
 * The break's place in the day: the law (CLT art. 71) asks for at least one hour in a day over six hours
 * and does not say when; the product lets it start between the shift's 3rd and 6th hour.
 */
export function shiftOf(row: Pick<ShiftRow, "shiftStart" | "shiftEnd" | "breakMinutes">): Shift {
  const startMin = minutesOf(row.shiftStart) ?? 7 * 60;
  const endMin = minutesOf(row.shiftEnd) ?? 17 * 60;
  if (row.breakMinutes <= 0) return { startMin, endMin };
  return {
    startMin,
    endMin,
    break: { earliestMin: startMin + 180, latestMin: startMin + 360, durationMin: row.breakMinutes },
  };
}

export interface BuiltDay {
  input: DayInput;
  places: Place[];
  points: PlacePoint[];
  /** Trucks whose driver is unknown that day: planned on the default shift. */
  defaultShift: string[];
}

/** The planner's day from the rows (the caller has checked that the org has a yard). */
export function buildDayInput(rows: DayRows): Omit<BuiltDay, "input"> & { input: Omit<DayInput, "table"> } {
  const places: Place[] = [];
  const points: PlacePoint[] = [];
  const add = (place: Place, at: PlacePoint) => {
    places.push(place);
    points.push({ lat: at.lat, lon: at.lon });
    return places.length - 1;
  };
  const yardIndex = new Map(rows.yards.map((y) => [y.id, add({ kind: "yard", id: y.id, name: y.name }, y)]));
  const fallbackYard = rows.yards.find((y) => y.isDefault) ?? rows.yards[0];
  const receivers: Receiver[] = rows.receivers.map((r) => ({
    id: r.id,
    place: add({ kind: "receiver", id: r.id, name: r.name }, r),
    opensMin: minutesOf(r.opensAt) ?? 7 * 60,
    closesMin: minutesOf(r.closesAt) ?? 17 * 60,
    classes: r.acceptedClasses as WasteClass[],
    unloadMin: r.unloadMinutes,
  }));
  const jobs: DayJob[] = rows.jobs.map((j) => ({
    id: j.id,
    kind: j.kind,
    place: add({ kind: "site", id: j.id, name: j.siteName ?? "Obra" }, j),
    windowStart: minutesOf(j.windowStart),
    windowEnd: minutesOf(j.windowEnd),
    serviceMin: DEFAULT_ROUTE_OPTIONS.serviceMin,
    ...(j.kind !== "drop_off" && j.wasteClass ? { wasteClass: j.wasteClass } : {}),
    ...(j.dueToday ? { dueToday: { citation: j.dueToday } } : {}),
  }));
  const defaultShift: string[] = [];
  const trucks: Truck[] = rows.trucks.map((t) => {
    const driver = rows.shifts[t.id];
    if (!driver) defaultShift.push(t.id);
    return {
      id: t.id,
      yard: yardIndex.get(t.homeYardId ?? "") ?? yardIndex.get(fallbackYard?.id ?? "") ?? 0,
      capacity: Math.max(1, t.cacambaCapacity),
      shift: shiftOf(driver ?? DEFAULT_SHIFT),
    };
  });
  const current: Record<string, string[]> = {};
  for (const j of [...rows.jobs].sort((a, b) => a.sequence - b.sequence))
    if (j.truckId) current[j.truckId] = [...(current[j.truckId] ?? []), j.id];
  return {
    input: { trucks, receivers, jobs, speedKmh: DEFAULT_ROUTE_OPTIONS.speedKmh, current },
    places,
    points,
    defaultShift,
  };
}
