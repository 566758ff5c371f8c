import { EPS, type FleetSearch, type SearchControl, type Solution } from "./fleet-search";
import { pick, rng } from "./rng";

/** Tour-core kicks per job: many on the first pass, a few in each round after. */
const FIRST_KICKS = 12;
const ROUND_KICKS = 1;
/** At most this many jobs (plus two) taken out per round. */
const RUIN_MAX = 12;

function cloneSolution(s: Solution): Solution {
  return {
    routes: s.routes.map((r) => [...r]),
    costs: [...s.costs],
    km: [...s.km],
    unassigned: [...s.unassigned],
  };
}

/** Takes out a job and its neighbours (or random jobs), then inserts everything left out again. */
function ruin(search: FleetSearch, s: Solution, next: () => number): { solution: Solution; focus: number[] } {
  const copy = cloneSolution(s);
  const served = copy.routes.flat();
  if (served.length === 0) return { solution: copy, focus: [] };
  const count = Math.min(served.length, 2 + pick(next, Math.min(RUIN_MAX, Math.ceil(served.length * 0.4))));
  const seed = served[pick(next, served.length)] as number;
  const related = next() < 0.7;
  const out = new Set<number>([seed]);
  for (const k of related ? (search.near[seed] as number[]) : [])
    if (out.size < count && served.includes(k)) out.add(k);
  while (out.size < count) out.add(served[pick(next, served.length)] as number);
  const ruined = search.solution(
    copy.routes.map((r) => r.filter((j) => !out.has(j))),
    [...copy.unassigned, ...out],
  );
  search.insert(ruined, next);
  return { solution: ruined, focus: [...out].flatMap((j) => [j, ...(search.near[j] as number[])]) };
}

/**
 * The fleet's search run: builds from `start` (routes that keep the rules), improves, then `rounds` of ruin
 * and recreate (a job and its neighbours, or random jobs, taken out and inserted again by regret) keep the
 * best. Deterministic for a seed and a number of rounds; the search's `shouldStop` may cut it.
 */
export function ruinAndRecreate(
  search: FleetSearch,
  start: Solution,
  control: SearchControl,
): { best: Solution; complete: boolean } {
  const next = rng(control.seed);
  const s = cloneSolution(start);
  search.insert(s);
  search.improve(s, next, FIRST_KICKS);
  let best = s;
  let bestScore = search.score(s);
  for (let round = 0; round < control.rounds; round++) {
    if (search.stop()) return { best, complete: false };
    const { solution: candidate, focus } = ruin(search, best, next);
    search.improve(candidate, next, ROUND_KICKS, focus);
    const sc = search.score(candidate);
    // Ties are taken too: the search wanders along plans as good as the best.
    if (sc <= bestScore + EPS) {
      best = candidate;
      bestScore = sc;
    }
  }
  return { best, complete: !search.stop() };
}
