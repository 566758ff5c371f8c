// The route planner's thread (src/server/services/dispatch/route-thread.ts starts it): plain JavaScript so
// Node loads it as it is under Next's server, tsx and vitest alike; it loads the pure planner
// (src/domain/route) through tsx. Each task is planned until its deadline, then answered with the best
// order found so far. Tasks run one after another, in the order they came. A task of kind "day" plans the
// whole fleet's day (planDay, "Planejar o dia") under the same deadline and answers with the plan.
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";
import { yieldCpu } from "../thread-priority.mjs";

yieldCpu();

const { planRoute } = await tsImport("../../../domain/route/heuristic.ts", import.meta.url);
const { planDay } = await tsImport("../../../domain/route/day-plan.ts", import.meta.url);

/** However late a task is dequeued, it gets this long to search from its starts. */
const MIN_SLICE_MS = 50;

parentPort?.on("message", (task) => {
  const started = Date.now();
  const deadline = Math.max(task.deadline, started + MIN_SLICE_MS);
  const shouldStop = () => Date.now() >= deadline;
  try {
    if (task.kind === "day") {
      const dayPlan = planDay(task.input, { shouldStop });
      parentPort?.postMessage({ id: task.id, dayPlan, complete: dayPlan.complete, ms: Date.now() - started });
      return;
    }
    const plan = planRoute(task.stops, task.options, task.matrix, { shouldStop });
    parentPort?.postMessage({
      id: task.id,
      order: plan.order,
      complete: plan.complete,
      ms: Date.now() - started,
    });
  } catch (e) {
    parentPort?.postMessage({ id: task.id, error: e instanceof Error ? e.message : String(e) });
  }
});
