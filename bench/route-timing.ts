/**
 * `npm run bench:route`, second part: how long "Sugerir ordem" plans 10, 30 and 40 stops (40: the most a
 * truck's day may hold) the way the server does (in the planner's worker thread, 2 s budget), and how
 * long the event loop stalls meanwhile, against the same loop idle for as long right after (the
 * baseline: this machine's own noise, measured in the same run). 100 and 300 stops exceed the bound: the domain function is timed directly on this thread (the
 * stall the server had before the thread, #29.1), and the thread is timed under its budget.
 */

import { monitorEventLoopDelay } from "node:perf_hooks";
import {
  DEFAULT_ROUTE_OPTIONS,
  distanceMatrix,
  MAX_JOBS_PER_TRUCK_DAY,
  planRoute,
} from "../src/domain/route";
import { planOffThread, ROUTE_BUDGET_MS } from "../src/server/services/dispatch/route-thread";
import { randomDay } from "../tests/fixtures/route/random-days";

const DAYS = 5;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const round = (x: number) => Number(x.toFixed(1));
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

const sleep = (msToWait: number) => new Promise<void>((r) => setTimeout(r, msToWait));

/**
 * Runs `work` with the event loop's delay monitored, then the loop idle for as long (the baseline, on
 * this busy machine's noise at that moment): the longest stall of each, ms.
 */
async function watched(work: () => Promise<void>): Promise<{ stallMs: number; idleStallMs: number }> {
  const longest = async (run: () => Promise<void>) => {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const t0 = performance.now();
    await run();
    // The monitor records a stall when the loop next turns: let it.
    await sleep(30);
    loop.disable();
    return { ms: loop.max / 1e6, took: performance.now() - t0 };
  };
  const busy = await longest(work);
  const idle = await longest(() => sleep(busy.took));
  return { stallMs: busy.ms, idleStallMs: idle.ms };
}

export interface TimingRow {
  stops: number;
  how: "thread" | "main thread (domain function)";
  p50Ms: number;
  maxMs: number;
  complete: number;
  days: number;
  stallMs: number;
  idleStallMs: number;
}

async function viaThread(stops: number, days: number): Promise<TimingRow> {
  const times: number[] = [];
  let complete = 0;
  const { stallMs, idleStallMs } = await watched(async () => {
    for (let seed = 1; seed <= days; seed++) {
      const s = randomDay(stops, 1000 + stops * 10 + seed);
      const m = distanceMatrix(s);
      const t0 = performance.now();
      const plan = await planOffThread(s, m, DEFAULT_ROUTE_OPTIONS, ROUTE_BUDGET_MS);
      times.push(performance.now() - t0);
      if (plan.complete) complete++;
    }
  });
  return {
    stops,
    how: "thread",
    p50Ms: round(p50(times)),
    maxMs: round(Math.max(...times)),
    complete,
    days,
    stallMs: round(stallMs),
    idleStallMs: round(idleStallMs),
  };
}

async function onMainThread(stops: number, days: number): Promise<TimingRow> {
  const times: number[] = [];
  const { stallMs, idleStallMs } = await watched(async () => {
    for (let seed = 1; seed <= days; seed++) {
      const s = randomDay(stops, 1000 + stops * 10 + seed);
      const m = distanceMatrix(s);
      // Let the loop turn between days, so each stall is measured on its own.
      await sleep(20);
      const t0 = performance.now();
      planRoute(s, DEFAULT_ROUTE_OPTIONS, m);
      times.push(performance.now() - t0);
    }
  });
  return {
    stops,
    how: "main thread (domain function)",
    p50Ms: round(p50(times)),
    maxMs: round(Math.max(...times)),
    complete: days,
    days,
    stallMs: round(stallMs),
    idleStallMs: round(idleStallMs),
  };
}

export async function timingSection() {
  const cold = performance.now();
  await planOffThread(randomDay(3, 1), distanceMatrix(randomDay(3, 1)), DEFAULT_ROUTE_OPTIONS);
  const coldStartMs = round(performance.now() - cold);
  const rows: TimingRow[] = [];
  for (const n of [10, 30, MAX_JOBS_PER_TRUCK_DAY]) rows.push(await viaThread(n, DAYS));
  rows.push(await onMainThread(MAX_JOBS_PER_TRUCK_DAY, 1));
  rows.push(await onMainThread(100, 1));
  for (const n of [100, 300]) rows.push(await viaThread(n, 2));

  console.log(
    `\nTime to plan and the event loop's longest stall meanwhile (${DAYS} seeded days each unless said; budget ${ROUTE_BUDGET_MS} ms; bound ${MAX_JOBS_PER_TRUCK_DAY} stops):`,
  );
  console.log(`  planner thread's first start (loads the planner): ${ms(coldStartMs)}`);
  for (const r of rows) {
    const over = r.stops > MAX_JOBS_PER_TRUCK_DAY ? " (over the bound: refused on booking)" : "";
    const cut = r.days - r.complete;
    const done =
      r.how === "thread"
        ? `, complete ${r.complete}/${r.days}${cut ? ` (${cut} cut at the budget)` : ""}`
        : "";
    console.log(
      `  ${String(r.stops).padStart(3)} stops, ${r.how}${over}: p50 ${ms(r.p50Ms)}, max ${ms(r.maxMs)}${done}; loop stall max ${ms(r.stallMs)} (baseline, idle as long right after: ${ms(r.idleStallMs)})`,
    );
  }
  return { coldStartMs, rows };
}
