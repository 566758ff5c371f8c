import { pick, rng } from "./rng";

/**
 * The tour core: one closed tour from a fixed depot through every node, as short as it can find.
 * Iterated local search: 2-opt and or-opt (a stretch of 1–3 moved elsewhere, either way round) over
 * each node's nearest neighbours until no move shortens the tour, then a kick (two nearby stretches
 * swapped, a local double bridge) and the search again; a kick that ends longer is undone. Written
 * here rather than taken from npm: the packages that fit Node 20 without a native toolchain (e.g.
 * heuristic 2-opt or genetic ones) publish no gap to TSPLIB's optima, and the planner needs a
 * feasibility hook (`allowed`) for time windows, which none offers. Pure: the caller owns the clock.
 */

export interface TourControl {
  /** How many kicks at most; the same seed and kicks give the same tour. */
  kicks: number;
  seed?: number;
  /** Asked between kicks; true stops the search with the best tour so far. */
  shouldStop?: () => boolean;
  /** A changed order (the nodes after the depot) is kept only when this allows it (time windows). */
  allowed?: (order: readonly number[]) => boolean;
}

export interface Tour {
  /** The nodes after the depot, in driving order. */
  order: number[];
  length: number;
}

const NEIGHBOURS = 10;
const EPS = 1e-7;
/** Kicks act within this many positions of each other: nearby stretches, cheap to repair. */
const KICK_SPAN = 30;

class TourState {
  readonly m: number;
  readonly d: Float64Array;
  readonly near: Int32Array[];
  tour: Int32Array;
  pos: Int32Array;

  constructor(matrix: readonly (readonly number[])[], nodes: readonly number[], start: readonly number[]) {
    const m = nodes.length;
    this.m = m;
    this.d = new Float64Array(m * m);
    for (let i = 0; i < m; i++)
      for (let j = 0; j < m; j++) this.d[i * m + j] = matrix[nodes[i] as number]?.[nodes[j] as number] ?? 0;
    this.near = Array.from({ length: m }, (_, i) => {
      const others = Array.from({ length: m }, (_, j) => j).filter((j) => j !== i);
      others.sort((a, b) => this.dist(i, a) - this.dist(i, b));
      return Int32Array.from(others.slice(0, NEIGHBOURS));
    });
    this.tour = Int32Array.from(start);
    this.pos = new Int32Array(m);
    this.reindex(0, m - 1);
  }

  dist(a: number, b: number): number {
    return this.d[a * this.m + b] as number;
  }
  at(p: number): number {
    return this.tour[(p + this.m) % this.m] as number;
  }
  reindex(from: number, to: number) {
    for (let p = from; p <= to; p++) this.pos[this.tour[p] as number] = p;
  }
  length(): number {
    let sum = 0;
    for (let p = 0; p < this.m; p++) sum += this.dist(this.at(p), this.at(p + 1));
    return sum;
  }
  /** Reverses positions i+1..j (0 ≤ i < j ≤ m−1): edges (t[i],t[i+1]), (t[j],t[j+1]) become (t[i],t[j]), (t[i+1],t[j+1]). */
  reverse(i: number, j: number) {
    let a = i + 1;
    let b = j;
    while (a < b) {
      const x = this.tour[a] as number;
      this.tour[a] = this.tour[b] as number;
      this.tour[b] = x;
      a++;
      b--;
    }
    this.reindex(i + 1, j);
  }
  /** Moves positions s..s+len−1 to sit after node `after` (not in the stretch), reversed if asked. */
  move(s: number, len: number, after: number, reversed: boolean) {
    const chunk = Array.from(this.tour.subarray(s, s + len));
    if (reversed) chunk.reverse();
    const rest = [...this.tour.subarray(0, s), ...this.tour.subarray(s + len)];
    const k = rest.indexOf(after);
    const next = [...rest.slice(0, k + 1), ...chunk, ...rest.slice(k + 1)];
    this.tour = Int32Array.from(next);
    this.reindex(0, this.m - 1);
  }
  order(nodes: readonly number[]): number[] {
    return Array.from(this.tour.subarray(1), (i) => nodes[i] as number);
  }
}

/** First improving 2-opt from node a over its neighbours; applied, returns the touched nodes. */
function twoOptFrom(t: TourState, a: number, ok: () => boolean): number[] | null {
  const pa = t.pos[a] as number;
  for (const dir of [1, -1]) {
    const b = t.at(pa + dir);
    const dab = t.dist(a, b);
    for (const c of t.near[a] as Int32Array) {
      const g1 = dab - t.dist(a, c);
      if (g1 <= EPS) break;
      const pc = t.pos[c] as number;
      const e = t.at(pc + dir);
      if (c === b || e === a) continue;
      if (g1 + t.dist(c, e) - t.dist(b, e) <= EPS) continue;
      // Edges (a,b) and (c,e): identify each by its first position along the tour.
      const ea = dir === 1 ? pa : (pa - 1 + t.m) % t.m;
      const ec = dir === 1 ? pc : (pc - 1 + t.m) % t.m;
      const i = Math.min(ea, ec);
      const j = Math.max(ea, ec);
      t.reverse(i, j);
      if (ok()) return [a, b, c, e];
      t.reverse(i, j);
    }
  }
  return null;
}

/** First improving or-opt of a stretch starting at node a (1–3 nodes, not the depot); applied, returns the touched nodes. */
function orOptFrom(t: TourState, a: number, ok: () => boolean): number[] | null {
  const s = t.pos[a] as number;
  if (s === 0) return null;
  for (let len = 1; len <= 3 && s + len - 1 <= t.m - 1; len++) {
    const first = a;
    const last = t.at(s + len - 1);
    const p = t.at(s - 1);
    const n = t.at(s + len);
    const removed = t.dist(p, first) + t.dist(last, n) - t.dist(p, n);
    if (removed <= EPS) continue;
    for (const end of [first, last])
      for (const c of t.near[end] as Int32Array) {
        if (t.dist(end, c) >= removed) break;
        const pc = t.pos[c] as number;
        if (pc >= s && pc < s + len) continue;
        for (const [x, y] of [
          [c, t.at(pc + 1)],
          [t.at(pc - 1), c],
        ] as [number, number][]) {
          const inside = (v: number) => (t.pos[v] as number) >= s && (t.pos[v] as number) < s + len;
          if (inside(x) || inside(y)) continue;
          const base = t.dist(x, y);
          const forward = t.dist(x, first) + t.dist(last, y) - base;
          const backward = t.dist(x, last) + t.dist(first, y) - base;
          const reversed = backward < forward;
          if (removed - Math.min(forward, backward) <= EPS) continue;
          const before = t.tour.slice();
          t.move(s, len, x, reversed);
          if (ok()) return [p, n, x, y, first, last];
          t.tour = before;
          t.reindex(0, t.m - 1);
        }
      }
  }
  return null;
}

/** 2-opt and or-opt from the queued nodes until none improves. */
function localSearch(t: TourState, queue: number[], ok: () => boolean) {
  const queued = new Uint8Array(t.m);
  for (const q of queue) queued[q] = 1;
  while (queue.length > 0) {
    const a = queue.pop() as number;
    queued[a] = 0;
    const touched = twoOptFrom(t, a, ok) ?? orOptFrom(t, a, ok);
    if (!touched) continue;
    for (const x of touched)
      if (!queued[x]) {
        queued[x] = 1;
        queue.push(x);
      }
  }
}

/** Swaps two nearby stretches (a local double bridge); returns their end nodes. */
function kick(t: TourState, next: () => number): number[] {
  const span = Math.min(KICK_SPAN, t.m - 1);
  const from = 1 + pick(next, Math.max(1, t.m - span));
  const [p2, p3] = [0, 1].map(() => from + 1 + pick(next, span - 1)).sort((x, y) => x - y) as [
    number,
    number,
  ];
  if (!(from < p2 && p2 < p3)) return [];
  const a = Array.from(t.tour.subarray(from, p2));
  const b = Array.from(t.tour.subarray(p2, p3));
  t.tour.set([...b, ...a], from);
  t.reindex(from, p3 - 1);
  const mid = from + b.length;
  return [from - 1, from, mid - 1, mid, p3 - 1, p3].map((p) => t.at(p));
}

/**
 * The shortest closed tour found from `nodes[0]` (the depot, fixed at both ends) through the rest of
 * `nodes` (indexes into `matrix`), starting from `start` (the rest in some order; by default as given).
 */
export function improveTour(
  matrix: readonly (readonly number[])[],
  nodes: readonly number[],
  control: TourControl,
  start?: readonly number[],
): Tour {
  const index = new Map(nodes.map((n, i) => [n, i]));
  const first = [0, ...(start ?? nodes.slice(1)).map((n) => index.get(n) as number)];
  const t = new TourState(matrix, nodes, first);
  if (t.m < 4) return { order: t.order(nodes), length: t.length() };
  const allowed = control.allowed;
  const ok = allowed ? () => allowed(t.order(nodes)) : () => true;
  const next = rng(control.seed ?? 1);
  localSearch(
    t,
    Array.from({ length: t.m }, (_, i) => t.m - 1 - i),
    ok,
  );
  let best = t.tour.slice();
  let bestLength = t.length();
  for (let k = 0; k < control.kicks; k++) {
    if (control.shouldStop?.()) break;
    const touched = kick(t, next);
    if (touched.length > 0 && ok()) localSearch(t, touched, ok);
    const length = t.length();
    if (length < bestLength - EPS) {
      best = t.tour.slice();
      bestLength = length;
    } else {
      t.tour = best.slice();
      t.reindex(0, t.m - 1);
    }
  }
  return { order: t.order(nodes), length: bestLength };
}
