import { type DayContext, dayContext, driveDay } from "./day-drive";
import type { DayInput, TruckDay } from "./day-model";
import { FleetSearch, type SearchControl, type Solution } from "./fleet-search";
import { ruinAndRecreate } from "./ruin-recreate";

/**
 * "Planejar o dia": every truck's trips for the day's jobs. The plan is built from the board's
 * current one (its jobs that keep every rule stay where they are as a start), the rest assigned by
 * regret insertion, then improved (see fleet-search.ts). It optimises, in this order: due-today
 * pick-ups served, jobs served, kilometres, then the hours of the day. The answer is compared with
 * the current plan judged by the same rules and is never worse: when the current plan is as good,
 * it is returned as it is (`kept: true`).
 */

export interface MissedDeadline {
  jobId: string;
  citation: string;
}

export interface DayPlan {
  trucks: TruckDay[];
  /** Jobs no truck can serve today under the rules (windows, hours, shifts, the 40-job bound). */
  unassigned: string[];
  missedDeadlines: MissedDeadline[];
  totals: { km: number; hours: number; deadlinesMet: number; deadlinesMissed: number; brokenRules: number };
  /** "straight-line": kilometres by straight line, to be labelled so; "road": a router's table. */
  distanceSource: DayInput["table"]["source"];
  /** True when the current plan was at least as good and is returned unchanged. */
  kept: boolean;
  /** False when `shouldStop` cut the search. */
  complete: boolean;
}

/** Ruin-and-recreate rounds by default: 200 on a small day, fewer as each round grows with the jobs (10 at 400). */
export const defaultRounds = (jobs: number) =>
  Math.max(10, Math.min(200, Math.floor(4000 / Math.max(1, jobs))));

/** The current plan as routes of job indexes, the jobs on no truck left out. */
function currentRoutes(input: DayInput): { routes: number[][]; unassigned: number[] } {
  const index = new Map(input.jobs.map((j, i) => [j.id, i]));
  const taken = new Set<number>();
  const routes = input.trucks.map((t) =>
    (input.current?.[t.id] ?? []).flatMap((id) => {
      const i = index.get(id);
      if (i === undefined || taken.has(i)) return [];
      taken.add(i);
      return [i];
    }),
  );
  return { routes, unassigned: input.jobs.map((_, i) => i).filter((i) => !taken.has(i)) };
}

/** The current routes with jobs taken out until each keeps every rule: the search's start. */
function keepRules(search: FleetSearch, routes: number[][], unassigned: number[]): Solution {
  const out = [...unassigned];
  const kept = routes.map((route, t) => {
    const r = [...route];
    while (r.length > 0 && !Number.isFinite(search.cost(t, r))) {
      const first = driveDay(search.ctx, t, r, { strict: true, detail: false }).violations[0];
      const at = first?.jobId
        ? r.findIndex((j) => search.ctx.input.jobs[j]?.id === first.jobId)
        : r.length - 1;
      out.push(...r.splice(at < 0 ? r.length - 1 : at, 1));
    }
    return r;
  });
  return search.solution(kept, out);
}

/** The plan the routes make, every rule checked and listed. */
function describe(
  ctx: DayContext,
  routes: number[][],
  unassigned: number[],
  kept: boolean,
  complete: boolean,
): DayPlan {
  const { input } = ctx;
  const trucks = routes.map((r, t) => driveDay(ctx, t, r, { strict: false, detail: true }).day as TruckDay);
  const broken = new Set(trucks.flatMap((d) => d.violations.map((v) => v.jobId)));
  const due = input.jobs.filter((j) => j.dueToday);
  const out = new Set(unassigned.map((i) => input.jobs[i]?.id));
  const missed = due
    .filter((j) => out.has(j.id) || broken.has(j.id))
    .map((j) => ({ jobId: j.id, citation: j.dueToday?.citation ?? "" }));
  const worked = trucks.filter((d) => d.trips.length > 0);
  return {
    trucks,
    unassigned: [...out].filter((id): id is string => id !== undefined),
    missedDeadlines: missed,
    totals: {
      km: worked.reduce((a, d) => a + d.km, 0),
      hours: worked.reduce((a, d) => a + (d.endMin - d.startMin) / 60, 0),
      deadlinesMet: due.length - missed.length,
      deadlinesMissed: missed.length,
      brokenRules: trucks.reduce((a, d) => a + d.violations.length, 0),
    },
    distanceSource: input.table.source,
    kept,
    complete,
  };
}

/** Lexicographic: deadlines missed, then jobs unserved or served against a rule, then km, then hours. */
function worse(a: DayPlan, b: DayPlan): boolean {
  const ka = [
    a.totals.deadlinesMissed,
    a.unassigned.length + a.totals.brokenRules,
    a.totals.km,
    a.totals.hours,
  ];
  const kb = [
    b.totals.deadlinesMissed,
    b.unassigned.length + b.totals.brokenRules,
    b.totals.km,
    b.totals.hours,
  ];
  for (let i = 0; i < ka.length; i++) {
    const x = ka[i] as number;
    const y = kb[i] as number;
    if (Math.abs(x - y) > 1e-6) return x > y;
  }
  return false;
}

export function planDay(input: DayInput, control: Partial<SearchControl> = {}): DayPlan {
  const ctx = dayContext(input);
  const current = currentRoutes(input);
  const before = describe(ctx, current.routes, current.unassigned, true, true);
  const search = new FleetSearch(ctx, control);
  const { best, complete } = ruinAndRecreate(search, keepRules(search, current.routes, current.unassigned), {
    rounds: defaultRounds(input.jobs.length),
    seed: 1,
    ...control,
  });
  const after = describe(ctx, best.routes, best.unassigned, false, complete);
  return worse(after, before) || !worse(before, after) ? { ...before, complete } : after;
}
