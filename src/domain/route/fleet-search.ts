import { type DayContext, driveDay } from "./day-drive";
import { pick } from "./rng";
import { improveTour } from "./tsp";

/**
 * The fleet's search, on routes that keep every rule (strict driving): regret insertion builds and
 * repairs; relocate, exchange, 2-opt* and or-opt between and within trucks improve; a chain route
 * (the truck drives site to site, as with several caçambas on board) gets the tour core. The rounds of
 * ruin and recreate that drive it are in ./ruin-recreate.ts. `shouldStop` may cut it.
 */

export interface SearchControl {
  rounds: number;
  seed: number;
  shouldStop?: () => boolean;
}

export interface Solution {
  routes: number[][];
  costs: number[];
  /** Each route's real kilometres. */
  km: number[];
  unassigned: number[];
}

/** Kilometres first; a minute of the day weighs a metre, so of two equal drives the shorter day wins. */
const MINUTE_KM = 1e-3;
const UNSERVED = 1e7;
const DUE_MISSED = 1e9;
const NEIGHBOURS = 10;
/** Insertion positions tried by the real drive, after ranking all by the straight extra distance. */
const POSITIONS = 4;
/** Routes shorter than this try every insertion place: the day's hours count too, not only the km. */
const SHORT_ROUTE = 12;
export const EPS = 1e-7;

interface ChoiceKey {
  due: number;
  regret: number;
  delta: number;
}

/** The next job to insert: a due-today one, then the greatest regret, then the cheapest insertion. */
function ahead(a: ChoiceKey, b: ChoiceKey): boolean {
  if (a.due !== b.due) return a.due > b.due;
  if (Math.abs(a.regret - b.regret) > EPS) return a.regret > b.regret;
  return a.delta < b.delta;
}

export class FleetSearch {
  readonly near: number[][];
  /** Whether the caller asked the search to stop (its time budget). */
  readonly stop: () => boolean;
  /** Per truck, `inc` memoised (trucks alike in yard, capacity and reloads share one table). */
  private readonly incs: Float64Array[];

  constructor(
    readonly ctx: DayContext,
    control: Pick<SearchControl, "shouldStop">,
  ) {
    const { jobs } = ctx.input;
    this.stop = control.shouldStop ?? (() => false);
    const n = jobs.length;
    const shared = new Map<string, Float64Array>();
    this.incs = ctx.input.trucks.map((truck) => {
      const key = `${truck.yard}|${truck.capacity}|${truck.reloads}`;
      const table = shared.get(key) ?? new Float64Array((n + 1) * n).fill(Number.NaN);
      shared.set(key, table);
      return table;
    });
    this.near = jobs.map((a, i) =>
      jobs
        .map((_, j) => j)
        .filter((j) => j !== i)
        .sort((x, y) => ctx.km(a.place, jobs[x]?.place ?? 0) - ctx.km(a.place, jobs[y]?.place ?? 0))
        .slice(0, NEIGHBOURS),
    );
  }

  /**
   * The kilometres job j adds after job a (a = −1: first of the day), time aside: the drive of [a, j]
   * less the drive of [a]. A route's estimate is the sum along it; exact for hook-lift trucks (what
   * follows a job depends only on its kind) and for trucks driving site to site. It ranks insertion
   * places and screens moves before the real drive judges them.
   */
  private inc(t: number, a: number, j: number): number {
    const table = this.incs[t] as Float64Array;
    const at = (a + 1) * this.ctx.input.jobs.length + j;
    let v = table[at] as number;
    if (Number.isNaN(v)) {
      const loose = { strict: false, detail: false };
      v =
        a < 0
          ? driveDay(this.ctx, t, [j], loose).km
          : driveDay(this.ctx, t, [a, j], loose).km - driveDay(this.ctx, t, [a], loose).km;
      table[at] = v;
    }
    return v;
  }

  private estimate(t: number, route: readonly number[]): number {
    let km = 0;
    let a = -1;
    for (const j of route) {
      km += this.inc(t, a, j);
      a = j;
    }
    return km;
  }

  /** The route's cost and kilometres when it keeps every rule, else null. */
  evaluate(truck: number, order: readonly number[]): { cost: number; km: number } | null {
    if (order.length === 0) return { cost: 0, km: 0 };
    const r = driveDay(this.ctx, truck, order, { strict: true, detail: false });
    return r.violations.length > 0 ? null : { cost: r.km + MINUTE_KM * (r.endMin - r.startMin), km: r.km };
  }

  /** The route's cost when it keeps every rule, else infinity. */
  cost(truck: number, order: readonly number[]): number {
    return this.evaluate(truck, order)?.cost ?? Number.POSITIVE_INFINITY;
  }

  /** Routes as a solution, each costed (infinite when one breaks a rule). */
  solution(routes: number[][], unassigned: number[]): Solution {
    const e = routes.map((r, t) => this.evaluate(t, r));
    return {
      routes,
      costs: e.map((x) => x?.cost ?? Number.POSITIVE_INFINITY),
      km: e.map((x) => x?.km ?? 0),
      unassigned,
    };
  }

  score(s: Solution): number {
    const { jobs } = this.ctx.input;
    const due = s.unassigned.filter((j) => jobs[j]?.dueToday).length;
    return due * DUE_MISSED + s.unassigned.length * UNSERVED + s.costs.reduce((a, b) => a + b, 0);
  }

  private placeOf(j: number): number {
    return this.ctx.input.jobs[j]?.place ?? 0;
  }

  /** The cheapest place for job j in truck t's route: {delta, position}, or null when none keeps the rules. */
  bestInsert(s: Solution, t: number, j: number): { delta: number; at: number } | null {
    const route = s.routes[t] as number[];
    const ranked = Array.from({ length: route.length + 1 }, (_, p) => {
      const a = p === 0 ? -1 : (route[p - 1] as number);
      const b = route[p];
      const extra = this.inc(t, a, j) + (b === undefined ? 0 : this.inc(t, j, b) - this.inc(t, a, b));
      return { p, extra };
    }).sort((x, y) => x.extra - y.extra);
    let best: { delta: number; at: number } | null = null;
    for (let i = 0; i < ranked.length; i++) {
      // A short route: every place. Else the first few by the estimate, the rest only while none keeps the rules.
      const short = route.length < SHORT_ROUTE;
      if (!short && i >= POSITIONS && best) break;
      const { p, extra } = ranked[i] as { p: number; extra: number };
      const e = this.evaluate(t, [...route.slice(0, p), j, ...route.slice(p)]);
      if (!e) continue;
      const delta = e.cost - (s.costs[t] as number);
      if (!best || delta < best.delta - EPS) best = { delta, at: p };
      // The estimate held, at the least extra distance: no later position drives less.
      if (!short && Math.abs(e.km - (s.km[t] as number) - extra) < 1e-6) break;
    }
    return best;
  }

  /**
   * Regret-2 insertion of the unassigned jobs (due-today pick-ups first); those that fit nowhere stay
   * out. With `noise`, each regret is scaled by a random 0.75–1.25, so rounds rebuild differently.
   */
  insert(s: Solution, noise?: () => number): void {
    const trucks = s.routes.length;
    const { jobs } = this.ctx.input;
    const cache = new Map<number, ({ delta: number; at: number } | null)[]>();
    for (const j of s.unassigned) cache.set(j, new Array(trucks).fill(undefined));
    const stale = new Set(Array.from({ length: trucks }, (_, t) => t));
    const pending = new Set(s.unassigned);
    const out: number[] = [];
    while (pending.size > 0) {
      let chosen: { j: number; t: number; at: number; key: ChoiceKey } | null = null;
      for (const j of pending) {
        const row = cache.get(j) as ({ delta: number; at: number } | null)[];
        for (const t of stale) row[t] = this.bestInsert(s, t, j);
        let first: { t: number; delta: number; at: number } | null = null;
        let second = Number.POSITIVE_INFINITY;
        row.forEach((x, t) => {
          if (!x) return;
          if (!first || x.delta < first.delta) {
            if (first) second = first.delta;
            first = { t, ...x };
          } else if (x.delta < second) second = x.delta;
        });
        if (!first) continue;
        const f = first as { t: number; delta: number; at: number };
        const regret =
          (Number.isFinite(second) ? second - f.delta : 1e12) * (noise ? 0.75 + 0.5 * noise() : 1);
        const key: ChoiceKey = { due: jobs[j]?.dueToday ? 1 : 0, regret, delta: f.delta };
        if (!chosen || ahead(key, chosen.key)) chosen = { j, t: f.t, at: f.at, key };
      }
      stale.clear();
      if (!chosen) {
        out.push(...pending);
        break;
      }
      const route = s.routes[chosen.t] as number[];
      route.splice(chosen.at, 0, chosen.j);
      const e = this.evaluate(chosen.t, route);
      s.costs[chosen.t] = e?.cost ?? Number.POSITIVE_INFINITY;
      s.km[chosen.t] = e?.km ?? 0;
      pending.delete(chosen.j);
      stale.add(chosen.t);
    }
    s.unassigned = out.sort((a, b) => a - b);
  }

  /** Kilometres of driving the route site to site (yard at both ends): a lower bound of its drive. */
  chainKm(t: number, route: readonly number[]): number {
    const yard = this.ctx.input.trucks[t]?.yard ?? 0;
    let km = 0;
    let at = yard;
    for (const j of route) {
      const place = this.placeOf(j);
      km += this.ctx.km(at, place);
      at = place;
    }
    return route.length > 0 ? km + this.ctx.km(at, yard) : 0;
  }

  /** Tries `next` routes for trucks t1 (and t2); keeps them when the day gets cheaper. */
  private tryRoutes(s: Solution, changes: [number, number[]][]): boolean {
    const merged = new Map(changes);
    // Screened by the estimate first: a move that adds kilometres by it is not driven.
    let estimated = 0;
    for (const [t, route] of merged)
      estimated += this.estimate(t, route) - this.estimate(t, s.routes[t] as number[]);
    if (estimated >= -EPS) return false;
    let before = 0;
    let after = 0;
    const kms = new Map<number, number>();
    const costs = new Map<number, number>();
    for (const [t, route] of merged) {
      before += s.costs[t] as number;
      const e = this.evaluate(t, route);
      if (!e) return false;
      costs.set(t, e.cost);
      kms.set(t, e.km);
      after += e.cost;
    }
    if (after >= before - EPS) return false;
    for (const [t, route] of merged) {
      s.routes[t] = route;
      s.costs[t] = costs.get(t) as number;
      s.km[t] = kms.get(t) as number;
    }
    return true;
  }

  private where(s: Solution): Map<number, [number, number]> {
    const at = new Map<number, [number, number]>();
    s.routes.forEach((r, t) => {
      r.forEach((j, p) => {
        at.set(j, [t, p]);
      });
    });
    return at;
  }

  /** One pass of moves from job j over its neighbours; true when one was taken. */
  private movesFrom(s: Solution, j: number): boolean {
    const at = this.where(s);
    const here = at.get(j);
    if (!here) return false;
    const [t, p] = here;
    const route = s.routes[t] as number[];
    for (const k of this.near[j] as number[]) {
      const there = at.get(k);
      if (!there) continue;
      const [t2, q] = there;
      const other = s.routes[t2] as number[];
      for (let len = 1; len <= 3 && p + len <= route.length; len++) {
        const chunk = route.slice(p, p + len);
        if (t2 === t && q >= p && q < p + len) continue;
        const rest = [...route.slice(0, p), ...route.slice(p + len)];
        for (const side of [0, 1])
          for (const piece of len > 1 ? [chunk, [...chunk].reverse()] : [chunk]) {
            if (t2 === t) {
              const q2 = rest.indexOf(k) + side;
              if (this.tryRoutes(s, [[t, [...rest.slice(0, q2), ...piece, ...rest.slice(q2)]]])) return true;
            } else {
              const q2 = q + side;
              const moved = [...other.slice(0, q2), ...piece, ...other.slice(q2)];
              if (
                this.tryRoutes(s, [
                  [t, rest],
                  [t2, moved],
                ])
              )
                return true;
            }
          }
      }
      if (t2 !== t) {
        const a = [...route];
        const b = [...other];
        a[p] = k;
        b[q] = j;
        if (
          this.tryRoutes(s, [
            [t, a],
            [t2, b],
          ])
        )
          return true;
        // 2-opt*: j's route continues with k's tail, k's route with the rest of j's.
        const a2 = [...route.slice(0, p + 1), ...other.slice(q)];
        const b2 = [...other.slice(0, q), ...route.slice(p + 1)];
        if (
          this.tryRoutes(s, [
            [t, a2],
            [t2, b2],
          ])
        )
          return true;
      } else if (q > p + 1) {
        const rev = [...route.slice(0, p + 1), ...route.slice(p + 1, q + 1).reverse(), ...route.slice(q + 1)];
        if (this.tryRoutes(s, [[t, rev]])) return true;
      }
    }
    return false;
  }

  /** A route the truck drives site to site (no yard or receiver between jobs) gets the tour core. */
  private tour(s: Solution, t: number, seed: number, kicksPerJob: number): void {
    const route = s.routes[t] as number[];
    if (route.length < 4) return;
    const yard = this.ctx.input.trucks[t]?.yard ?? 0;
    const places = [yard, ...route.map((j) => this.placeOf(j))];
    let chain = 0;
    for (let i = 0; i < places.length; i++)
      chain += this.ctx.km(places[i] as number, places[(i + 1) % places.length] as number);
    const drive = driveDay(this.ctx, t, route, { strict: true, detail: false });
    if (Math.abs(drive.km - chain) > 1e-6) return;
    const m = places.map((a) => places.map((b) => this.ctx.km(a, b)));
    const nodes = places.map((_, i) => i);
    const toRoute = (order: readonly number[]) => order.map((i) => route[i - 1] as number);
    const control = { kicks: kicksPerJob * route.length, seed, shouldStop: this.stop };
    // Unchecked first (cheap): kept when it breaks no rule; else again with every change checked.
    const free = toRoute(improveTour(m, nodes, control).order);
    if (this.tryRoutes(s, [[t, free]]) || this.evaluate(t, free)) return;
    const allowed = (order: readonly number[]) => this.evaluate(t, toRoute(order)) !== null;
    this.tryRoutes(s, [[t, toRoute(improveTour(m, nodes, { ...control, allowed }).order)]]);
  }

  /** Moves until none helps, then the tour core on chain routes (`kicksPerJob` kicks per job). */
  improve(s: Solution, next: () => number, kicksPerJob: number, focus?: readonly number[]): void {
    const touched = new Set(focus);
    let moved = true;
    while (moved && !this.stop()) {
      moved = false;
      const all = focus ? [...new Set(focus)] : s.routes.flat();
      for (let i = all.length - 1; i > 0; i--) {
        const r = pick(next, i + 1);
        [all[i], all[r]] = [all[r] as number, all[i] as number];
      }
      for (const j of all) {
        if (this.stop()) return;
        if (this.movesFrom(s, j)) moved = true;
      }
    }
    s.routes.forEach((r, t) => {
      if (!focus || r.some((j) => touched.has(j))) this.tour(s, t, pick(next, 1 << 30), kicksPerJob);
    });
  }
}
