/**
 * p50/p99 latency of checkPlacement at 1k, 10k, 100k and 1M city features: spatial index (flatbush)
 * versus a naive linear scan over the same features. Last line: one JSON object.
 * Not part of the pass/fail suite.
 */

import { frameAt, unproject } from "../src/domain/geometry/projection";
import { type CityFeature, createFeatureIndex } from "../src/domain/index";
import { checkPlacement, evaluatePlacement } from "../src/domain/placement/check-placement";
import { createContext } from "../src/domain/placement/context";
import { footprintFrom } from "../src/domain/placement/relations";
import { placementInputWithoutFeaturesSchema } from "../src/domain/placement/schema";

const ORIGIN: [number, number] = [-43.3505, -21.7612];
const frame = frameAt(ORIGIN[0], ORIGIN[1]);
const KINDS = [
  "hydrant",
  "drain",
  "manhole",
  "bus_stop",
  "traffic_sign",
  "accessibility_ramp",
  "emergency_exit",
  "taxi_rank",
] as const;

/** Deterministic PRNG (mulberry32), so every run measures the same city. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Features spread at a constant urban density: about one every 40 m² … a city of `n` features. */
function city(n: number): CityFeature[] {
  const random = rng(n);
  const side = Math.sqrt(n * 40);
  return Array.from({ length: n }, (_, i) => {
    const kind = KINDS[i % KINDS.length] ?? "hydrant";
    const position = unproject(frame, [(random() - 0.5) * side, (random() - 0.5) * side]);
    return {
      type: "Feature",
      geometry: { type: "Point", coordinates: position },
      properties: { id: String(i), kind, ...(kind === "bus_stop" ? { signs: "single" } : {}) },
    } as CityFeature;
  });
}

function inputAt(x: number, y: number) {
  const c = (dx: number, dy: number) => unproject(frame, [x + dx, y + dy]);
  return {
    municipality: "juiz-de-fora-mg",
    at: "2025-06-02T10:00:00-03:00",
    placement: {
      position: "roadway",
      footprint: {
        type: "Polygon",
        coordinates: [[c(-1.325, -0.88), c(1.325, -0.88), c(1.325, 0.88), c(-1.325, 0.88), c(-1.325, -0.88)]],
      },
      parallelToCurb: true,
      distanceToCurbM: 0.1,
      freeSidewalkWidthM: null,
      insidePropertyFeasible: false,
      sidewalkFeasible: false,
      rotatingParkingCreditsSpaces: 0,
    },
  };
}

/** The naive path: same validation and rules, but every feature of the city is a candidate. */
function linearCheck(input: unknown, features: readonly CityFeature[]) {
  const parsed = placementInputWithoutFeaturesSchema.parse(input);
  const outer = parsed.placement.footprint.coordinates[0] ?? [];
  return evaluatePlacement(
    createContext(
      parsed.municipality,
      Date.parse(parsed.at),
      parsed.placement,
      footprintFrom(outer),
      features,
    ),
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function measure(runs: number, fn: (i: number) => void): { p50: number; p99: number } {
  for (let i = 0; i < Math.min(200, Math.ceil(runs / 10)); i++) fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const fmt = (ms: number) => ms.toFixed(4).padStart(10);
/** Lets concurrent GC and JIT work finish before a timed phase. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

{
  const warmCity = city(1_000);
  const warmIndex = createFeatureIndex(warmCity);
  for (let i = 0; i < 3000; i++) checkPlacement(inputAt((i % 50) - 25, (i % 30) - 15), { index: warmIndex });
  for (let i = 0; i < 200; i++) linearCheck(inputAt(i % 50, 0), warmCity);
}
const summary: Record<string, number> = {};
console.log("features   indexed p50   indexed p99   linear p50    linear p99   speedup(p99)  build ms");
for (const n of [1_000, 10_000, 100_000, 1_000_000]) {
  const features = city(n);
  const side = Math.sqrt(n * 40);
  const random = rng(7);
  const inputs = Array.from({ length: 1000 }, () =>
    inputAt((random() - 0.5) * side * 0.9, (random() - 0.5) * side * 0.9),
  );
  const buildStart = performance.now();
  const index = createFeatureIndex(features);
  const buildMs = performance.now() - buildStart;
  const pick = (i: number) => inputs[i % inputs.length];
  await settle();
  const indexed = measure(5000, (i) => checkPlacement(pick(i), { index }));
  const linearRuns = n >= 1_000_000 ? 30 : n >= 100_000 ? 100 : 500;
  await settle();
  const linear = measure(linearRuns, (i) => linearCheck(pick(i), features));
  const speedup = linear.p99 / indexed.p99;
  const label = n >= 1_000_000 ? "1M" : `${n / 1000}k`;
  console.log(
    `${label.padStart(8)} ${fmt(indexed.p50)} ms ${fmt(indexed.p99)} ms ${fmt(linear.p50)} ms ${fmt(linear.p99)} ms ${speedup.toFixed(1).padStart(10)}× ${buildMs.toFixed(0).padStart(8)}`,
  );
  summary[`p50Ms${label}`] = Number(indexed.p50.toFixed(4));
  summary[`p99Ms${label}`] = Number(indexed.p99.toFixed(4));
  summary[`linearP99Ms${label}`] = Number(linear.p99.toFixed(4));
  summary[`speedup${label}`] = Number(speedup.toFixed(1));
}
console.log(JSON.stringify(summary));
