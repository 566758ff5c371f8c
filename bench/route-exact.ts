/**
 * The true optimum of a small day by enumeration, for `npm run bench:route`: every job to one of the
 * trucks or to none, every order of each truck's jobs, judged by the planner's own rules and cost
 * (deadlines missed, jobs unserved, km, hours). Up to 7 jobs and 2 trucks: under 100,000 days.
 */

import { type DayInput, dayContext } from "../src/domain/route";
import { FleetSearch } from "../src/domain/route/fleet-search";

function permutations(xs: number[]): number[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

/** The least score any plan of the day reaches, and the score of a given plan (routes of job indexes). */
export function exactDay(input: DayInput): { best: number; score: (routes: number[][]) => number } {
  const search = new FleetSearch(dayContext(input), {});
  const n = input.jobs.length;
  const trucks = input.trucks.length;
  if (trucks > 2 || n > 8) throw new Error("exactDay: at most 8 jobs and 2 trucks");
  const score = (routes: number[][]) => {
    const served = new Set(routes.flat());
    return search.score(
      search.solution(
        routes,
        input.jobs.map((_, i) => i).filter((i) => !served.has(i)),
      ),
    );
  };
  // The cheapest order of each set of jobs, per truck (sets as bit masks).
  const cheapest = Array.from({ length: trucks }, (_, t) =>
    Array.from({ length: 1 << n }, (_, mask) => {
      const set = input.jobs.map((_, i) => i).filter((i) => mask & (1 << i));
      let best = set.length === 0 ? 0 : Number.POSITIVE_INFINITY;
      for (const order of set.length === 0 ? [] : permutations(set))
        best = Math.min(best, search.cost(t, order));
      return best;
    }),
  );
  let best = Number.POSITIVE_INFINITY;
  const full = (1 << n) - 1;
  for (let a = 0; a <= full; a++)
    for (let b = 0; b <= full; b++) {
      if (a & b || (trucks < 2 && b)) continue;
      const ca = cheapest[0]?.[a] ?? Number.POSITIVE_INFINITY;
      const cb = trucks < 2 ? 0 : (cheapest[1]?.[b] ?? Number.POSITIVE_INFINITY);
      if (!Number.isFinite(ca) || !Number.isFinite(cb)) continue;
      const out = input.jobs.map((_, i) => i).filter((i) => !((a | b) & (1 << i)));
      const routes = [[], []].slice(0, trucks) as number[][];
      const s = search.score({
        routes,
        costs: [ca, cb].slice(0, trucks),
        km: [0, 0].slice(0, trucks),
        unassigned: out,
      });
      best = Math.min(best, s);
    }
  return { best, score };
}
