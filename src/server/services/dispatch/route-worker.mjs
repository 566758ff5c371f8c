// The route planner's thread (src/server/services/dispatch/route-thread.ts starts it): plain JavaScript so
// Node loads it as it is under Next's server, tsx and vitest alike; it loads the pure planner
// (src/domain/route) through tsx. Each task is planned until its deadline, then answered with the best
// order found so far. Tasks run one after another, in the order they came.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

/**
 * The planner yields the CPU to the process's event loop: on Linux a thread has its own nice value, and
 * this thread takes 10 (the lowest-but-one of the unprivileged range a process may lower itself to), so
 * on a busy machine the requests' thread is scheduled first. Elsewhere (no /proc/thread-self) it keeps
 * the process's priority.
 */
function yieldCpu() {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // Not Linux: the thread keeps the process's priority.
  }
}
yieldCpu();

const { planRoute } = await tsImport("../../../domain/route/heuristic.ts", import.meta.url);

/** However late a task is dequeued, it gets this long to search from its starts. */
const MIN_SLICE_MS = 50;

parentPort?.on("message", (task) => {
  const started = Date.now();
  const deadline = Math.max(task.deadline, started + MIN_SLICE_MS);
  try {
    const plan = planRoute(task.stops, task.options, task.matrix, {
      shouldStop: () => Date.now() >= deadline,
    });
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
