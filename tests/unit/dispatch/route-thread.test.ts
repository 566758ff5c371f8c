import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { DEFAULT_ROUTE_OPTIONS, distanceMatrix, planRoute } from "@/domain/route";
import { planOffThread, routeBudgetMs } from "@/server/services/dispatch/route-thread";
import { randomDay } from "../../fixtures/route/random-days";

/**
 * The route planner's worker thread (route-worker.mjs, loaded by Node as the server loads it): the same
 * answer as the planner in this thread when it has time, the best order so far when its budget ends,
 * and the event loop free meanwhile.
 */
describe("planOffThread", () => {
  it("plans in the thread exactly what the domain plans, complete, when the budget is ample", async () => {
    const stops = randomDay(12, 3);
    const m = distanceMatrix(stops);
    const here = planRoute(stops, DEFAULT_ROUTE_OPTIONS, m);
    const there = await planOffThread(stops, m, DEFAULT_ROUTE_OPTIONS, 20_000);
    expect(there).toEqual({ order: here.order, complete: true });
  }, 60_000);

  it("a search longer than its budget answers with the best order so far, cut short", async () => {
    // Warm: the thread's first start loads the planner.
    await planOffThread(randomDay(3, 1), distanceMatrix(randomDay(3, 1)), DEFAULT_ROUTE_OPTIONS);
    const stops = randomDay(150, 5);
    const m = distanceMatrix(stops);
    const budget = 300;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const t0 = performance.now();
    const [a, b] = await Promise.all([
      planOffThread(stops, m, DEFAULT_ROUTE_OPTIONS, budget),
      planOffThread(stops, m, DEFAULT_ROUTE_OPTIONS, budget),
    ]);
    const elapsed = performance.now() - t0;
    loop.disable();
    for (const plan of [a, b]) {
      expect(plan.complete).toBe(false);
      expect([...plan.order].sort((x, y) => x - y)).toEqual(stops.map((_, i) => i));
    }
    // Times are printed, not asserted (a loaded machine stretches them): `npm run bench:route` measures them.
    console.info(
      `150 stops, budget ${budget} ms: answered in ${elapsed.toFixed(0)} ms; loop max ${(loop.max / 1e6).toFixed(1)} ms`,
    );
  }, 60_000);

  it("takes its budget from ROUTE_BUDGET_MS when valid, else 2 s", () => {
    expect(routeBudgetMs({})).toBe(2_000);
    expect(routeBudgetMs({ ROUTE_BUDGET_MS: "500" })).toBe(500);
    for (const bad of ["0", "-1", "abc", "1.5", "600000"])
      expect(routeBudgetMs({ ROUTE_BUDGET_MS: bad })).toBe(2_000);
  });
});
