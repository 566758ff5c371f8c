import {
  DEFAULT_ROUTE_OPTIONS,
  distanceMatrix,
  evaluateOrder,
  isBetter,
  type RouteEvaluation,
  type RouteOptions,
  type RouteStop,
} from "./model";

/**
 * The built-in planner: nearest neighbour among the stops whose window is still reachable (the
 * earliest-closing one when none is), then 2-opt (reverse a stretch) and or-opt (move one to three
 * consecutive stops elsewhere) until no move helps. A move is taken only when it misses fewer windows,
 * or as many and drives less; the input order is a candidate too, so the answer is never worse than it.
 * The search may be cut short (`shouldStop`, asked between candidate orders: the caller owns the clock);
 * it then answers with the best order found so far, and says so (`complete: false`).
 */

export interface RoutePlan extends RouteEvaluation {
  order: number[];
  /** False when `shouldStop` cut the search short: the best order found so far, maybe not the best. */
  complete: boolean;
}

export interface PlanControl {
  /** Asked every few candidate orders; true stops the search. */
  shouldStop?: () => boolean;
}

/** Candidate orders evaluated between two calls of `shouldStop`. */
const CHECK_EVERY = 32;

function nearestNeighbour(
  stops: readonly RouteStop[],
  matrix: readonly (readonly number[])[],
  first: number,
  options: RouteOptions,
): number[] {
  const left = new Set(stops.map((_, i) => i));
  const order = [first];
  left.delete(first);
  let clock = Math.max(options.dayStartMin, stops[first]?.windowStart ?? 0) + options.serviceMin;
  while (left.size > 0) {
    const at = order[order.length - 1] as number;
    let best = -1;
    let bestKey = Number.POSITIVE_INFINITY;
    let rescue = -1;
    let rescueEnd = Number.POSITIVE_INFINITY;
    for (const j of left) {
      const d = matrix[at]?.[j] ?? 0;
      const arrive = clock + (d / options.speedKmh) * 60;
      const stop = stops[j] as RouteStop;
      const reachable = stop.windowEnd === null || arrive <= stop.windowEnd;
      // Waiting for a window to open counts as driving that many minutes further.
      const wait = stop.windowStart !== null ? Math.max(0, stop.windowStart - arrive) : 0;
      const key = d + (wait / 60) * options.speedKmh;
      if (reachable && key < bestKey) {
        best = j;
        bestKey = key;
      }
      const end = stop.windowEnd ?? Number.POSITIVE_INFINITY;
      if (rescue < 0 || end < rescueEnd) {
        rescue = j;
        rescueEnd = end;
      }
    }
    const next = best >= 0 ? best : rescue;
    const stop = stops[next] as RouteStop;
    const arrive = clock + ((matrix[at]?.[next] ?? 0) / options.speedKmh) * 60;
    clock = Math.max(arrive, stop.windowStart ?? 0) + options.serviceMin;
    order.push(next);
    left.delete(next);
  }
  return order;
}

function* twoOptMoves(order: number[]): Generator<number[]> {
  for (let i = 0; i < order.length - 1; i++)
    for (let j = i + 1; j < order.length; j++)
      yield [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
}

function* orOptMoves(order: number[]): Generator<number[]> {
  for (let len = 1; len <= 3; len++)
    for (let i = 0; i + len <= order.length; i++) {
      const chunk = order.slice(i, i + len);
      const rest = [...order.slice(0, i), ...order.slice(i + len)];
      for (let k = 0; k <= rest.length; k++) {
        if (k === i) continue;
        yield [...rest.slice(0, k), ...chunk, ...rest.slice(k)];
      }
    }
}

function* moves(order: number[]): Generator<number[]> {
  yield* twoOptMoves(order);
  yield* orOptMoves(order);
}

/** Local search from `start`: first improving 2-opt or or-opt move, repeated until none improves. */
function improve(
  stops: readonly RouteStop[],
  matrix: readonly (readonly number[])[],
  start: number[],
  options: RouteOptions,
  shouldStop: () => boolean,
): RoutePlan {
  let order = start;
  let value = evaluateOrder(stops, matrix, order, options);
  let tried = 0;
  for (let round = 0; round < 1000; round++) {
    let moved = false;
    for (const candidate of moves(order)) {
      if (++tried % CHECK_EVERY === 0 && shouldStop()) return { order, ...value, complete: false };
      const v = evaluateOrder(stops, matrix, candidate, options);
      if (isBetter(v, value)) {
        order = candidate;
        value = v;
        moved = true;
        break;
      }
    }
    if (!moved) break;
  }
  return { order, ...value, complete: true };
}

/**
 * The best order found for `stops` (indexes into it), never worse than the order given. Cut short by
 * `control.shouldStop`, it is the best of the starts and of the search so far (`complete: false`).
 */
export function planRoute(
  stops: readonly RouteStop[],
  options: RouteOptions = DEFAULT_ROUTE_OPTIONS,
  matrix: readonly (readonly number[])[] = distanceMatrix(stops),
  control: PlanControl = {},
): RoutePlan {
  const shouldStop = control.shouldStop ?? (() => false);
  const input = stops.map((_, i) => i);
  let best: RoutePlan = { order: input, ...evaluateOrder(stops, matrix, input, options), complete: true };
  if (stops.length < 2) return best;
  // Starts: the input order, and nearest neighbour from the stop whose window opens first and from the input's first.
  const earliest = input.reduce((a, b) =>
    (stops[b]?.windowStart ?? Number.POSITIVE_INFINITY) < (stops[a]?.windowStart ?? Number.POSITIVE_INFINITY)
      ? b
      : a,
  );
  const seeds = [input, nearestNeighbour(stops, matrix, earliest, options)];
  if (earliest !== 0) seeds.push(nearestNeighbour(stops, matrix, 0, options));
  // Every start counts before any search, so a search cut at once still answers with the best start.
  for (const seed of seeds.slice(1)) {
    const start: RoutePlan = { order: seed, ...evaluateOrder(stops, matrix, seed, options), complete: true };
    if (isBetter(start, best)) best = start;
  }
  for (const seed of seeds) {
    const plan = improve(stops, matrix, seed, options, shouldStop);
    if (isBetter(plan, best)) best = plan;
    if (!plan.complete) return { ...best, complete: false };
  }
  return best;
}

/** The true optimum by trying every order (n! of them): for tests and the benchmark, n ≤ 9. */
export function exhaustiveRoute(
  stops: readonly RouteStop[],
  options: RouteOptions = DEFAULT_ROUTE_OPTIONS,
  matrix: readonly (readonly number[])[] = distanceMatrix(stops),
): RoutePlan {
  if (stops.length > 9) throw new Error("exhaustiveRoute: at most 9 stops");
  const input = stops.map((_, i) => i);
  let best: RoutePlan = { order: input, ...evaluateOrder(stops, matrix, input, options), complete: true };
  const used = new Array<boolean>(stops.length).fill(false);
  const path: number[] = [];
  const visit = () => {
    if (path.length === stops.length) {
      const v = evaluateOrder(stops, matrix, path, options);
      if (isBetter(v, best)) best = { order: [...path], ...v, complete: true };
      return;
    }
    for (let i = 0; i < stops.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      path.push(i);
      visit();
      path.pop();
      used[i] = false;
    }
  };
  visit();
  return best;
}
