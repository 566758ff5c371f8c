/**
 * The published instances of `npm run bench:route` as days of the fleet planner: TSPLIB tours (one
 * truck, the first city its yard, every other city a drop-off, enough room on board to drive city to
 * city) and Solomon's VRPTW instances (one truck per vehicle, one load from the depot, demand as the
 * drop-off's size, travel time equal to distance). Files and sources: bench/data/.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DayInput, DayJob } from "../src/domain/route";

const DATA = join(import.meta.dirname, "data");

export const TSPLIB_OPTIMA: Record<string, number> = {
  eil51: 426,
  berlin52: 7542,
  st70: 675,
  eil76: 538,
  kroA100: 21282,
};

/** LKH-3's best-known distances (tenths truncated, as published) and vehicles: bench/data/solomon25/README.md. */
export const SOLOMON25_BEST: Record<string, { vehicles: number; best: number }> = {
  C101: { vehicles: 3, best: 191.3 },
  C102: { vehicles: 3, best: 190.3 },
  C105: { vehicles: 3, best: 191.3 },
  C106: { vehicles: 3, best: 191.3 },
  R101: { vehicles: 8, best: 617.1 },
  R102: { vehicles: 7, best: 547.1 },
  R105: { vehicles: 6, best: 530.5 },
  R109: { vehicles: 5, best: 441.3 },
  RC101: { vehicles: 4, best: 461.1 },
  RC102: { vehicles: 3, best: 351.8 },
  RC105: { vehicles: 4, best: 411.3 },
  RC106: { vehicles: 3, best: 345.5 },
};

const rows = (text: string, section: string): number[][] => {
  const lines = text.split("\n").map((l) => l.trim());
  const start = lines.findIndex((l) => l.startsWith(section));
  const out: number[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (!/^-?\d/.test(line)) break;
    out.push(line.split(/\s+/).map(Number));
  }
  return out;
};

const dropOff = (i: number, place: number, extra: Partial<DayJob> = {}): DayJob => ({
  id: `c${i}`,
  kind: "drop_off",
  place,
  windowStart: null,
  windowEnd: null,
  serviceMin: 0,
  ...extra,
});

/** A TSPLIB EUC_2D instance: distances nint-rounded as TSPLIB defines them. */
export function tsplibDay(name: string): DayInput {
  const coords = rows(readFileSync(join(DATA, "tsplib", `${name}.tsp`), "utf8"), "NODE_COORD_SECTION");
  const km = coords.map((a) =>
    coords.map((b) => Math.round(Math.hypot((a[1] ?? 0) - (b[1] ?? 0), (a[2] ?? 0) - (b[2] ?? 0)))),
  );
  const n = coords.length;
  return {
    table: { km, source: "straight-line" },
    speedKmh: 60,
    maxJobsPerTruck: n,
    receivers: [],
    trucks: [{ id: "t1", yard: 0, capacity: n, shift: { startMin: 0, endMin: 1e9 } }],
    jobs: Array.from({ length: n - 1 }, (_, i) => dropOff(i + 1, i + 1)),
  };
}

/** A Solomon instance as LKH-3 publishes it (FLOOR_2D, scale 10: distance truncated to a tenth). */
export function solomonDay(file: string): DayInput {
  const text = readFileSync(join(DATA, "solomon25", file), "utf8");
  const header = (key: string) => Number(new RegExp(`${key}\\s*:\\s*(\\S+)`).exec(text)?.[1]);
  const coords = rows(text, "NODE_COORD_SECTION");
  const demand = rows(text, "DEMAND_SECTION");
  const windows = rows(text, "TIME_WINDOW_SECTION");
  const service = header("SERVICE_TIME");
  const km = coords.map((a) =>
    coords.map((b) => Math.floor(10 * Math.hypot((a[1] ?? 0) - (b[1] ?? 0), (a[2] ?? 0) - (b[2] ?? 0))) / 10),
  );
  const depot = windows[0] ?? [1, 0, 1e9];
  return {
    table: { km, source: "straight-line" },
    speedKmh: 60,
    maxJobsPerTruck: coords.length,
    receivers: [],
    trucks: Array.from({ length: header("VEHICLES") }, (_, v) => ({
      id: `v${v + 1}`,
      yard: 0,
      capacity: header("CAPACITY"),
      reloads: false,
      shift: { startMin: depot[1] ?? 0, endMin: depot[2] ?? 1e9 },
    })),
    jobs: coords.slice(1).map((_, i) =>
      dropOff(i + 1, i + 1, {
        size: demand[i + 1]?.[1] ?? 0,
        windowStart: windows[i + 1]?.[1] ?? null,
        windowEnd: windows[i + 1]?.[2] ?? null,
        serviceMin: service,
      }),
    ),
  };
}
