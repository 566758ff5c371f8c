import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { type DayInput, type DayPlan, planDay, type RouteOptions, type RouteStop } from "@/domain/route";

/**
 * Runs the built-in route planner (src/domain/route) off the event loop, in one worker thread per
 * process (route-worker.mjs, started on first use, kept while the process lives), so a long search
 * never delays another request. Each task has a time budget counted from when it was asked: the
 * planner stops at it and answers with the best order found so far (`complete: false`). Tasks queue in
 * the thread one after another; one dequeued past its deadline still searches briefly from its starts.
 * Should the thread not answer at all (it died, or is stuck), the caller gets the order it gave
 * (`complete: false`) after the budget and a grace period, and the thread is replaced.
 */

/** The time a suggestion may compute: 2 s, a wait a dispatcher accepts after clicking "Sugerir ordem". */
export const ROUTE_BUDGET_MS = 2_000;

/** The budget in force: `ROUTE_BUDGET_MS` from the environment (1–60000 ms), else 2 s. */
export function routeBudgetMs(env: Record<string, string | undefined> = process.env): number {
  const set = Number(env.ROUTE_BUDGET_MS);
  return Number.isInteger(set) && set >= 1 && set <= 60_000 ? set : ROUTE_BUDGET_MS;
}

/** Beyond the budget, how long to wait for the thread (its first start loads the planner: ~0,5–1 s). */
const GRACE_MS = 5_000;

/**
 * The worker file, from the app's root (the directory `npm start`, vitest and the benchmarks run in).
 * Next bundles this module, but the worker must be left to Node at run time: Turbopack bundles what
 * `new Worker(<path>)` names (pulling in tsx and esbuild's binary, which fails the build) and ignores
 * `turbopackIgnore` there. So the thread starts from a one-line script that imports the file.
 */
const WORKER_URL = pathToFileURL(join(process.cwd(), "src/server/services/dispatch/route-worker.mjs")).href;
const WORKER_SCRIPT = `import(${JSON.stringify(WORKER_URL)})`;

export interface ThreadPlan {
  /** Indexes into the stops, every one once. */
  order: number[];
  /** False when the budget cut the search short (or the thread did not answer). */
  complete: boolean;
}

interface Answer {
  id: number;
  order?: number[];
  dayPlan?: DayPlan;
  complete?: boolean;
  error?: string;
}

interface Pending {
  resolve: (answer: Answer) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
  /** What to answer if the thread never does (the order given; the board's day plan). */
  fallback: () => Answer;
}

/** One planner thread and the tasks it owes an answer. */
class PlannerThread {
  readonly worker = new Worker(WORKER_SCRIPT, { eval: true, name: "route-planner" });
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  gone = false;

  constructor() {
    this.worker.on("message", (m: Answer) =>
      this.settle(m.id, (p) =>
        m.error || (!m.order && !m.dayPlan)
          ? p.reject(new Error(`route planner: ${m.error ?? "no answer"}`))
          : p.resolve(m),
      ),
    );
    this.worker.on("error", (e) => this.close((p) => p.reject(e)));
    this.worker.on("exit", (code) =>
      this.close((p) => p.reject(new Error(`route planner thread exited (${code})`))),
    );
  }

  plan(task: TaskBody, fallback: () => Answer, waitMs: number): Promise<Answer> {
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        console.warn(`route: the planner thread did not answer in ${waitMs} ms; replaced`);
        this.close((p) => p.resolve(p.fallback()));
        void this.worker.terminate();
      }, waitMs);
      this.pending.set(id, { resolve, reject, timer, fallback });
      this.holdWhileBusy();
      this.worker.postMessage({ ...task, id });
    });
  }

  private settle(id: number, settleWith: (p: Pending) => void) {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    settleWith(p);
    this.holdWhileBusy();
  }

  /** Settles every task still owed and retires the thread (the next task starts a new one). */
  private close(settleWith: (p: Pending) => void) {
    this.gone = true;
    for (const id of [...this.pending.keys()]) this.settle(id, settleWith);
  }

  /** The thread keeps the process alive only while it has work. */
  private holdWhileBusy() {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }
}

/** A task as asked; the thread's message adds its id. */
type TaskBody = { /** Epoch milliseconds: stop searching then. */ deadline: number } & (
  | {
      kind: "route";
      stops: readonly RouteStop[];
      matrix: readonly (readonly number[])[];
      options: RouteOptions;
    }
  | { kind: "day"; input: DayInput }
);

let current: PlannerThread | null = null;

function thread(): PlannerThread {
  if (!current || current.gone) current = new PlannerThread();
  return current;
}

/** The best order of `stops` found within `budgetMs` (from now), planned in the worker thread. */
export function planOffThread(
  stops: readonly RouteStop[],
  matrix: readonly (readonly number[])[],
  options: RouteOptions,
  budgetMs: number = routeBudgetMs(),
): Promise<ThreadPlan> {
  const fallback = () => ({ id: 0, order: stops.map((_, i) => i), complete: false });
  return thread()
    .plan(
      { kind: "route", stops, matrix, options, deadline: Date.now() + budgetMs },
      fallback,
      budgetMs + GRACE_MS,
    )
    .then((a) => ({ order: a.order ?? fallback().order, complete: a.complete === true }));
}

/**
 * "Planejar o dia": the fleet's day planned in the same thread, under the same budget. Should the thread
 * not answer, the board's own plan is described (planDay stopped before its search: `kept`, `complete: false`).
 */
export function planDayOffThread(input: DayInput, budgetMs: number = routeBudgetMs()): Promise<DayPlan> {
  const fallback = () => ({ id: 0, dayPlan: planDay(input, { shouldStop: () => true }), complete: false });
  return thread()
    .plan({ kind: "day", input, deadline: Date.now() + budgetMs }, fallback, budgetMs + GRACE_MS)
    .then((a) => a.dayPlan ?? (fallback().dayPlan as DayPlan));
}
