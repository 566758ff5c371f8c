import type { IncomingMessage } from "node:http";
import { type FakeServer, sendJson, startFake } from "./fakes/http-fake";

/**
 * A local VROOM server as vroom-express answers it (`POST /` with the problem as JSON; 200 with the
 * solution, or 400 with `{ code: 2, error }` for input it cannot read). It reads the real request shape
 * (https://github.com/VROOM-Project/vroom/blob/master/docs/API.md): `vehicles` (id, `start_index`,
 * `time_window`), `jobs` (id, `location_index`, `service`, `time_windows`) and `matrices.car`
 * (`durations`, `costs`), and answers with `code`, `summary`, `unassigned` and `routes[].steps` (start,
 * then one step per job with `id`, `arrival`, `duration`, `service`, `waiting_time`, `distance`).
 * It solves one vehicle exactly for up to 7 jobs (every order; jobs whose window cannot be kept are
 * left unassigned, as VROOM does with hard windows), nearest-neighbour beyond that.
 */

interface Job {
  id: number;
  location_index: number;
  service?: number;
  time_windows?: [number, number][];
}
interface Vehicle {
  id: number;
  start_index?: number;
  time_window?: [number, number];
}
interface Problem {
  vehicles: Vehicle[];
  jobs: Job[];
  matrices: { car: { durations: number[][]; distances?: number[][]; costs?: number[][] } };
}

export interface FakeVroom extends FakeServer {
  /** Every problem it was sent, parsed. */
  problems: Problem[];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function invalid(p: unknown): string | null {
  const problem = p as Partial<Problem>;
  if (!Array.isArray(problem.vehicles) || problem.vehicles.length === 0) return "Invalid vehicles.";
  if (!Array.isArray(problem.jobs)) return "Invalid jobs.";
  const m = problem.matrices?.car?.durations;
  if (!Array.isArray(m) || m.some((row) => !Array.isArray(row) || row.length !== m.length))
    return "Invalid durations matrix.";
  for (const j of problem.jobs)
    if (!Number.isInteger(j.id) || !Number.isInteger(j.location_index) || j.location_index >= m.length)
      return `Invalid location_index for job ${j.id}.`;
  return null;
}

interface Drive {
  steps: {
    id: number;
    arrival: number;
    duration: number;
    waiting: number;
    distance: number;
    service: number;
  }[];
  skipped: number[];
  cost: number;
}

/** Drives `order`: a job whose window closed before the truck can reach it is skipped (unassigned). */
function drive(problem: Problem, vehicle: Vehicle, order: Job[]): Drive {
  const { durations } = problem.matrices.car;
  const costs = problem.matrices.car.costs ?? durations;
  const distances = problem.matrices.car.distances ?? durations;
  let at = vehicle.start_index;
  let clock = vehicle.time_window?.[0] ?? 0;
  let travelled = 0;
  let travel = 0;
  let cost = 0;
  const steps: Drive["steps"] = [];
  const skipped: number[] = [];
  for (const job of order) {
    const leg = at === undefined ? 0 : (durations[at]?.[job.location_index] ?? 0);
    const arrival = clock + leg;
    const window = job.time_windows?.find(([, end]) => end >= arrival);
    if (job.time_windows && !window) {
      skipped.push(job.id);
      continue;
    }
    const start = Math.max(arrival, window?.[0] ?? arrival);
    if (at !== undefined) {
      cost += costs[at]?.[job.location_index] ?? 0;
      travelled += distances[at]?.[job.location_index] ?? 0;
    }
    travel += leg;
    steps.push({
      id: job.id,
      arrival,
      duration: travel,
      waiting: start - arrival,
      distance: travelled,
      service: job.service ?? 0,
    });
    clock = start + (job.service ?? 0);
    at = job.location_index;
  }
  return { steps, skipped, cost };
}

const better = (a: Drive, b: Drive) =>
  a.skipped.length !== b.skipped.length ? a.skipped.length < b.skipped.length : a.cost < b.cost;

function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield items;
    return;
  }
  for (let i = 0; i < items.length; i++)
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)]))
      yield [items[i] as T, ...rest];
}

function solve(problem: Problem): Drive {
  const vehicle = problem.vehicles[0] as Vehicle;
  if (problem.jobs.length <= 7) {
    let best: Drive | null = null;
    for (const order of permutations(problem.jobs)) {
      const d = drive(problem, vehicle, order);
      if (!best || better(d, best)) best = d;
    }
    return best ?? { steps: [], skipped: [], cost: 0 };
  }
  const costs = problem.matrices.car.costs ?? problem.matrices.car.durations;
  const left = [...problem.jobs];
  const order: Job[] = [];
  let at = vehicle.start_index;
  while (left.length > 0) {
    left.sort((a, b) =>
      at === undefined ? 0 : (costs[at]?.[a.location_index] ?? 0) - (costs[at]?.[b.location_index] ?? 0),
    );
    const next = left.shift() as Job;
    order.push(next);
    at = next.location_index;
  }
  return drive(problem, vehicle, order);
}

export async function startFakeVroom(options: { fail?: "http" | "code" } = {}): Promise<FakeVroom> {
  const problems: Problem[] = [];
  const server = await startFake(async (url, req, res) => {
    if (req.method !== "POST" || url.pathname !== "/")
      return sendJson(res, 404, { code: 2, error: "Not found." });
    const text = await readBody(req);
    let problem: unknown;
    try {
      problem = JSON.parse(text);
    } catch {
      return sendJson(res, 400, { code: 2, error: "Invalid JSON object." });
    }
    const wrong = invalid(problem);
    if (wrong) return sendJson(res, 400, { code: 2, error: wrong });
    problems.push(problem as Problem);
    if (options.fail === "http") return sendJson(res, 500, { code: 1, error: "Internal error." });
    if (options.fail === "code") return sendJson(res, 200, { code: 3, error: "Routing error." });
    const p = problem as Problem;
    const solution = solve(p);
    const vehicle = p.vehicles[0] as Vehicle;
    const service = solution.steps.reduce((a, s) => a + s.service, 0);
    const waiting = solution.steps.reduce((a, s) => a + s.waiting, 0);
    const duration = solution.steps.at(-1)?.duration ?? 0;
    return sendJson(res, 200, {
      code: 0,
      summary: {
        cost: solution.cost,
        routes: solution.steps.length > 0 ? 1 : 0,
        unassigned: solution.skipped.length,
        setup: 0,
        service,
        duration,
        waiting_time: waiting,
        priority: 0,
        distance: solution.steps.at(-1)?.distance ?? 0,
        violations: [],
        computing_times: { loading: 0, solving: 1, routing: 0 },
      },
      unassigned: solution.skipped.map((id) => ({ id, type: "job" })),
      routes:
        solution.steps.length > 0
          ? [
              {
                vehicle: vehicle.id,
                cost: solution.cost,
                setup: 0,
                service,
                duration,
                waiting_time: waiting,
                priority: 0,
                distance: solution.steps.at(-1)?.distance ?? 0,
                violations: [],
                steps: [
                  {
                    type: "start",
                    arrival: vehicle.time_window?.[0] ?? 0,
                    duration: 0,
                    setup: 0,
                    service: 0,
                    waiting_time: 0,
                    distance: 0,
                    violations: [],
                  },
                  ...solution.steps.map((s) => ({
                    type: "job",
                    id: s.id,
                    job: s.id,
                    arrival: s.arrival,
                    duration: s.duration,
                    setup: 0,
                    service: s.service,
                    waiting_time: s.waiting,
                    distance: s.distance,
                    violations: [],
                  })),
                ],
              },
            ]
          : [],
    });
  });
  return Object.assign(server, { problems });
}
