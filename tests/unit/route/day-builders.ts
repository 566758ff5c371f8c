import type { DayInput, DayJob, Receiver, Truck } from "@/domain/route";

/**
 * A day on a line, for rules checked by hand: place 0 is the yard, 1 an ATT (classes A, B) 12 km east, 2 a
 * landfill (class A) 3 km west, then sites at the kilometre marks given. Straight-line km, 60 km/h: a kilometre is a minute.
 */
export function lineDay(sitesKm: number[], extra: Partial<DayInput> = {}): DayInput {
  const marks = [0, 12, -3, ...sitesKm];
  const km = marks.map((a) => marks.map((b) => Math.abs(a - b)));
  const receivers: Receiver[] = [
    { id: "att", place: 1, opensMin: 7 * 60, closesMin: 18 * 60, classes: ["A", "B"], unloadMin: 15 },
    { id: "aterro", place: 2, opensMin: 7 * 60, closesMin: 18 * 60, classes: ["A"], unloadMin: 10 },
  ];
  return {
    table: { km, source: "straight-line" },
    speedKmh: 60,
    trucks: [truck("t1")],
    receivers,
    jobs: [],
    ...extra,
  };
}

export const truck = (id: string, shift: Partial<Truck["shift"]> = {}, more: Partial<Truck> = {}): Truck => ({
  id,
  yard: 0,
  capacity: 1,
  shift: { startMin: 7 * 60, endMin: 18 * 60, ...shift },
  ...more,
});

/** Job on site number `site` (0 = the first site mark). */
export const job = (id: string, kind: DayJob["kind"], site: number, more: Partial<DayJob> = {}): DayJob => ({
  id,
  kind,
  place: 3 + site,
  windowStart: null,
  windowEnd: null,
  serviceMin: 10,
  ...(kind === "drop_off" ? {} : { wasteClass: "A" as const }),
  ...more,
});
