import type { RouteOptions, RouteStop } from "@/domain/route";

/**
 * A VROOM server (vroom-express: `POST /` with the problem as JSON, the solution as JSON) orders one
 * truck's stops. It is given our own matrix (`matrices.car`: durations in seconds, distances and costs
 * in metres, so it shortens the drive) and hard time windows; the truck may start at any stop (a start
 * location at distance 0 from all). Jobs it leaves unassigned (a window it cannot keep) come last, by
 * window end. See https://github.com/VROOM-Project/vroom/blob/master/docs/API.md.
 */

const TIMEOUT_MS = 10_000;
const DAY_END_S = 48 * 3600;

export interface VroomStep {
  type: string;
  id?: number;
  /** The job's id in VROOM before 1.8 (`id` since). */
  job?: number;
  arrival?: number;
}

export interface VroomSolution {
  code: number;
  error?: string;
  unassigned?: { id: number }[];
  routes?: { vehicle: number; steps: VroomStep[] }[];
}

/** The request body for `stops` (ids 1…n, matrix row n is the free start). */
export function vroomProblem(
  stops: readonly RouteStop[],
  matrix: readonly (readonly number[])[],
  options: RouteOptions,
) {
  const n = stops.length;
  const km = (i: number, j: number) => (i === n || j === n ? 0 : (matrix[i]?.[j] ?? 0));
  const square = (f: (km: number) => number) =>
    Array.from({ length: n + 1 }, (_, i) => Array.from({ length: n + 1 }, (_, j) => Math.round(f(km(i, j)))));
  const distances = square((d) => d * 1000);
  return {
    vehicles: [
      {
        id: 1,
        profile: "car",
        start_index: n,
        time_window: [options.dayStartMin * 60, DAY_END_S],
      },
    ],
    jobs: stops.map((s, i) => ({
      id: i + 1,
      description: s.id,
      location: [s.lon, s.lat],
      location_index: i,
      service: options.serviceMin * 60,
      ...(s.windowStart !== null || s.windowEnd !== null
        ? { time_windows: [[(s.windowStart ?? 0) * 60, s.windowEnd !== null ? s.windowEnd * 60 : DAY_END_S]] }
        : {}),
    })),
    matrices: {
      car: { durations: square((d) => (d / options.speedKmh) * 3600), distances, costs: distances },
    },
  };
}

/** The order (indexes into `stops`) a VROOM solution gives; throws when it is not one of them all. */
export function orderOfSolution(stops: readonly RouteStop[], solution: VroomSolution): number[] {
  if (solution.code !== 0) throw new Error(`VROOM: ${solution.error ?? `código ${solution.code}`}`);
  const route = solution.routes?.[0]?.steps ?? [];
  const served = route.filter((s) => s.type === "job").map((s) => (s.id ?? s.job ?? 0) - 1);
  const left = (solution.unassigned ?? [])
    .map((u) => u.id - 1)
    .sort(
      (a, b) =>
        (stops[a]?.windowEnd ?? Number.POSITIVE_INFINITY) - (stops[b]?.windowEnd ?? Number.POSITIVE_INFINITY),
    );
  const order = [...served, ...left];
  const seen = new Set(order);
  if (order.length !== stops.length || seen.size !== stops.length || order.some((i) => !stops[i]))
    throw new Error("VROOM: a solução não cobre as paradas pedidas.");
  return order;
}

/** Asks the VROOM server at `baseUrl` for the order of `stops`. */
export async function vroomOrder(
  baseUrl: string,
  stops: readonly RouteStop[],
  matrix: readonly (readonly number[])[],
  options: RouteOptions,
): Promise<number[]> {
  const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(vroomProblem(stops, matrix, options)),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await res.json().catch(() => null)) as VroomSolution | null;
  if (!res.ok || !body) throw new Error(`VROOM: HTTP ${res.status}${body?.error ? ` (${body.error})` : ""}`);
  return orderOfSolution(stops, body);
}
