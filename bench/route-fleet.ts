/**
 * `npm run bench:route`, third part: the fleet planner ("Planejar o dia", src/domain/route/day-plan.ts)
 * against published optima and exact answers, each beside the current "Sugerir ordem" heuristic
 * measured in the same run (the baseline):
 * - TSPLIB tours (bench/data/tsplib): one truck, the yard fixed at both ends; gap to the optimum and time;
 * - Solomon's 25-customer VRPTW instances (bench/data/solomon25): gap to LKH-3's best-known distance
 *   with the same number of vehicles;
 * - random roll-off days of 7 jobs and 2 trucks, solved exactly by enumeration (bench/route-exact.ts):
 *   how often the planner finds the optimum;
 * - 10 trucks with 40 jobs each: the time to plan.
 */

import { readdirSync } from "node:fs";
import { join } from "node:path";
import {
  type DayInput,
  type DayPlan,
  DEFAULT_ROUTE_OPTIONS,
  dayContext,
  driveDay,
  planDay,
  planRoute,
  type RouteStop,
} from "../src/domain/route";
import { rolloffDay } from "../tests/fixtures/route/rolloff-days";
import { exactDay } from "./route-exact";
import { SOLOMON25_BEST, solomonDay, TSPLIB_OPTIMA, tsplibDay } from "./route-instances";

const ROLLOFF_DAYS = 50;
const round = (x: number, d = 2) => Number(x.toFixed(d));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function timed<T>(run: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = run();
  return { value, ms: performance.now() - t0 };
}

/** The current heuristic's order of one truck's jobs, as if the truck drove site to site. */
function suggestOrder(input: DayInput, jobs: number[]): number[] {
  const stops: RouteStop[] = jobs.map((j) => {
    const job = input.jobs[j];
    return {
      id: String(j),
      lat: 0,
      lon: 0,
      windowStart: job?.windowStart ?? null,
      windowEnd: job?.windowEnd ?? null,
    };
  });
  const places = jobs.map((j) => input.jobs[j]?.place ?? 0);
  const matrix = places.map((a) => places.map((b) => input.table.km[a]?.[b] ?? 0));
  return planRoute(stops, DEFAULT_ROUTE_OPTIONS, matrix).order.map((i) => jobs[i] as number);
}

const routesOf = (input: DayInput, plan: DayPlan) => {
  const index = new Map(input.jobs.map((j, i) => [j.id, i]));
  return plan.trucks.map((t) => t.trips.map((trip) => index.get(trip.jobId) as number));
};

function tspSection() {
  const rows = Object.entries(TSPLIB_OPTIMA).map(([name, optimum]) => {
    const day = tsplibDay(name);
    const plan = timed(() => planDay(day, { rounds: 0, seed: 1 }));
    // Baseline: "Sugerir ordem" over every city but the yard, its open path closed through the yard.
    const jobs = day.jobs.map((_, i) => i);
    const base = timed(() => suggestOrder(day, jobs));
    const baseKm = driveDay(dayContext(day), 0, base.value, { strict: false, detail: false }).km;
    return {
      name,
      cities: day.jobs.length + 1,
      gapPct: ((plan.value.totals.km - optimum) / optimum) * 100,
      ms: plan.ms,
      baseGapPct: ((baseKm - optimum) / optimum) * 100,
      baseMs: base.ms,
    };
  });
  console.log(
    "\nFleet planner — TSPLIB (yard = city 1 at both ends; construction, moves and the tour core, no ruin rounds):",
  );
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(9)} ${String(r.cities).padStart(3)} cities: gap ${r.gapPct.toFixed(2)} % in ${r.ms.toFixed(0)} ms; baseline "Sugerir ordem" ${r.baseGapPct.toFixed(2)} % in ${r.baseMs.toFixed(0)} ms`,
    );
  const at100 = rows.find((r) => r.cities === 100);
  return {
    tspMeanGapPct: round(mean(rows.map((r) => r.gapPct))),
    tspMaxGapPct: round(Math.max(...rows.map((r) => r.gapPct))),
    tsp100Ms: round(at100?.ms ?? 0, 0),
    baseline: {
      tspMeanGapPct: round(mean(rows.map((r) => r.baseGapPct))),
      tspMaxGapPct: round(Math.max(...rows.map((r) => r.baseGapPct))),
      tsp100Ms: round(at100?.baseMs ?? 0, 0),
    },
  };
}

function solomonSection() {
  const dir = join(import.meta.dirname, "data", "solomon25");
  const rows = readdirSync(dir)
    .filter((f) => f.endsWith(".vrptw"))
    .sort()
    .map((file) => {
      const name = file.split(".")[0] as string;
      const known = SOLOMON25_BEST[name] as { vehicles: number; best: number };
      const plan = timed(() => planDay(solomonDay(file), { seed: 1 }));
      return { name, known, km: plan.value.totals.km, unserved: plan.value.unassigned.length, ms: plan.ms };
    });
  console.log(
    '\nFleet planner — Solomon VRPTW, 25 customers, LKH-3\'s best-known distance with as many vehicles (no baseline: "Sugerir ordem" plans one truck):',
  );
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(6)} ${r.known.vehicles} vehicles: ${r.km.toFixed(1)} vs ${r.known.best} (${(((r.km - r.known.best) / r.known.best) * 100).toFixed(2)} %)${r.unserved ? `, ${r.unserved} customers unserved` : ""} in ${r.ms.toFixed(0)} ms`,
    );
  const complete = rows.filter((r) => r.unserved === 0);
  return {
    solomonMeanGapPct: round(mean(complete.map((r) => ((r.km - r.known.best) / r.known.best) * 100))),
    solomonUnservedInstances: rows.length - complete.length,
  };
}

function rolloffSection() {
  let optimal = 0;
  let baseOptimal = 0;
  let boardOptimal = 0;
  const gaps: number[] = [];
  const ms: number[] = [];
  for (let seed = 1; seed <= ROLLOFF_DAYS; seed++) {
    const day = rolloffDay({ jobs: 3 + (seed % 5), trucks: 2, seed });
    const exact = exactDay(day);
    const plan = timed(() => planDay(day, { seed: 1 }));
    ms.push(plan.ms);
    const found = exact.score(routesOf(day, plan.value));
    if (found <= exact.best + 1e-6) optimal++;
    else gaps.push(found - exact.best);
    const board = day.trucks.map((t) =>
      (day.current?.[t.id] ?? []).map((id) => day.jobs.findIndex((j) => j.id === id)),
    );
    if (exact.score(board) <= exact.best + 1e-6) boardOptimal++;
    if (exact.score(board.map((jobs) => suggestOrder(day, jobs))) <= exact.best + 1e-6) baseOptimal++;
  }
  const pct = (x: number) => (x / ROLLOFF_DAYS) * 100;
  console.log(
    `\nFleet planner — ${ROLLOFF_DAYS} random roll-off days (3–7 jobs, 2 hook-lift trucks, seeded), optimum by enumeration:`,
  );
  console.log(
    `  planner optimal on ${optimal}/${ROLLOFF_DAYS} (${pct(optimal).toFixed(0)} %), time p50 ${[...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]?.toFixed(1)} ms; baseline: the board's split ordered by "Sugerir ordem" ${baseOptimal}/${ROLLOFF_DAYS}, the board as booked ${boardOptimal}/${ROLLOFF_DAYS}`,
  );
  return {
    rolloffOptimalPct: round(pct(optimal), 1),
    baseline: { rolloffOptimalPct: round(pct(baseOptimal), 1) },
  };
}

function fleetSection() {
  const day = rolloffDay({
    jobs: 400,
    trucks: 10,
    seed: 40,
    radiusKm: 3,
    serviceMin: 5,
    shift: { startMin: 0, endMin: 24 * 60 - 1 },
  });
  const windowsOff: DayInput = {
    ...day,
    receivers: day.receivers.map((r) => ({ ...r, opensMin: 0, closesMin: 24 * 60 })),
  };
  const plan = timed(() => planDay(windowsOff, { seed: 1 }));
  const base = timed(() => {
    for (const t of windowsOff.trucks)
      suggestOrder(
        windowsOff,
        (windowsOff.current?.[t.id] ?? []).map((id) => windowsOff.jobs.findIndex((j) => j.id === id)),
      );
  });
  const served = 400 - plan.value.unassigned.length;
  console.log(
    `\nFleet planner — 10 trucks × 40 jobs (400 jobs, round-the-clock shifts): ${plan.ms.toFixed(0)} ms, ${served} served, ${plan.value.totals.km.toFixed(1)} km (straight line); baseline "Sugerir ordem" on the board's 10 × 40: ${base.ms.toFixed(0)} ms`,
  );
  return { fleet40x10Ms: round(plan.ms, 0), baseline: { fleet40x10Ms: round(base.ms, 0) } };
}

export function fleetQualitySection() {
  const tsp = tspSection();
  const solomon = solomonSection();
  const rolloff = rolloffSection();
  const fleet = fleetSection();
  return {
    tspMeanGapPct: tsp.tspMeanGapPct,
    tspMaxGapPct: tsp.tspMaxGapPct,
    tsp100Ms: tsp.tsp100Ms,
    solomonMeanGapPct: solomon.solomonMeanGapPct,
    solomonUnservedInstances: solomon.solomonUnservedInstances,
    rolloffOptimalPct: rolloff.rolloffOptimalPct,
    fleet40x10Ms: fleet.fleet40x10Ms,
    distances: "straight line (TSPLIB: nint Euclidean; Solomon: Euclidean truncated to 0.1; days: haversine)",
    baseline: { ...tsp.baseline, ...rolloff.baseline, ...fleet.baseline },
  };
}
