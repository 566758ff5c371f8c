/**
 * "Sugerir ordem": the built-in heuristic (nearest neighbour + 2-opt + or-opt, time windows kept)
 * against the optimum found by trying every order, at 8 stops on random days of Juiz de Fora; then
 * its time at 30 stops, with the exhaustive search at 8 stops and the input order's kilometres as
 * baselines measured in the same run; then the time to plan 10, 30, 40 (the bound), 100 and 300 stops
 * and the event loop's longest stall meanwhile (bench/route-timing.ts); then the fleet planner against
 * TSPLIB, Solomon and exact answers (bench/route-fleet.ts). Last line: one JSON object, the fleet
 * planner's keys first (tspMeanGapPct … fleet40x10Ms, with `baseline`: "Sugerir ordem" measured in the
 * same run). Not part of the pass/fail suite.
 */

import {
  DEFAULT_ROUTE_OPTIONS,
  distanceMatrix,
  evaluateOrder,
  exhaustiveRoute,
  planRoute,
} from "../src/domain/route";
import { randomDay } from "../tests/fixtures/route/random-days";
import { fleetQualitySection } from "./route-fleet";
import { timingSection } from "./route-timing";

const INSTANCES = 20;
const pct = (x: number) => `${x.toFixed(2)} %`;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? 0;

function timed<T>(run: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = run();
  return { value, ms: performance.now() - t0 };
}

// 1. Gap to the optimum at 8 stops (same missed windows first, then kilometres).
const gaps: number[] = [];
const heuristicMs8: number[] = [];
const exhaustiveMs8: number[] = [];
let sameMissed = 0;
for (let seed = 1; seed <= INSTANCES; seed++) {
  const stops = randomDay(8, seed);
  const m = distanceMatrix(stops);
  const best = timed(() => exhaustiveRoute(stops, DEFAULT_ROUTE_OPTIONS, m));
  const plan = timed(() => planRoute(stops, DEFAULT_ROUTE_OPTIONS, m));
  exhaustiveMs8.push(best.ms);
  heuristicMs8.push(plan.ms);
  if (plan.value.missed.length === best.value.missed.length) sameMissed++;
  gaps.push(((plan.value.km - best.value.km) / best.value.km) * 100);
}

// 2. Time and kilometres at 30 stops, against the input order.
const heuristicMs30: number[] = [];
const savedPct30: number[] = [];
const missed30: { input: number; plan: number }[] = [];
for (let seed = 101; seed < 101 + INSTANCES; seed++) {
  const stops = randomDay(30, seed);
  const m = distanceMatrix(stops);
  const input = evaluateOrder(
    stops,
    m,
    stops.map((_, i) => i),
  );
  const plan = timed(() => planRoute(stops, DEFAULT_ROUTE_OPTIONS, m));
  heuristicMs30.push(plan.ms);
  savedPct30.push(((input.km - plan.value.km) / input.km) * 100);
  missed30.push({ input: input.missed.length, plan: plan.value.missed.length });
}

console.log(`Sugerir ordem — ${INSTANCES} random days each (seeded), Node ${process.version}`);
console.log("8 stops, heuristic vs optimum (exhaustive, 40,320 orders):");
console.log(
  `  gap in km: mean ${pct(mean(gaps))}, max ${pct(Math.max(...gaps))}; same missed windows as the optimum in ${sameMissed}/${INSTANCES}`,
);
console.log(
  `  time: heuristic p50 ${ms(p(heuristicMs8, 0.5))}, exhaustive p50 ${ms(p(exhaustiveMs8, 0.5))} (baseline)`,
);
console.log("30 stops, heuristic vs the input order (baseline):");
console.log(
  `  time: p50 ${ms(p(heuristicMs30, 0.5))}, max ${ms(Math.max(...heuristicMs30))}; km saved: mean ${pct(mean(savedPct30))}`,
);
console.log(
  `  missed windows: input ${missed30.reduce((a, x) => a + x.input, 0)}, heuristic ${missed30.reduce((a, x) => a + x.plan, 0)} (over ${INSTANCES} days)`,
);
const timing = await timingSection();
const fleet = fleetQualitySection();
console.log(
  JSON.stringify({
    ...fleet,
    instances: INSTANCES,
    gap8MeanPct: Number(mean(gaps).toFixed(3)),
    gap8MaxPct: Number(Math.max(...gaps).toFixed(3)),
    sameMissed8: sameMissed,
    heuristic8P50Ms: Number(p(heuristicMs8, 0.5).toFixed(2)),
    exhaustive8P50Ms: Number(p(exhaustiveMs8, 0.5).toFixed(2)),
    heuristic30P50Ms: Number(p(heuristicMs30, 0.5).toFixed(2)),
    heuristic30MaxMs: Number(Math.max(...heuristicMs30).toFixed(2)),
    saved30MeanPct: Number(mean(savedPct30).toFixed(2)),
    timing,
  }),
);
