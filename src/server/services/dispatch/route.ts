import { and, asc, eq } from "drizzle-orm";
import {
  clockOf,
  DEFAULT_ROUTE_OPTIONS,
  distanceMatrix,
  evaluateOrder,
  isBetter,
  minutesOf,
  type RouteEvaluation,
  type RouteStop,
} from "@/domain/route";
import type { Tx } from "@/server/db/client";
import { jobs, trucks } from "@/server/db/schema";
import { conflict, forbidden, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { jobsQuery } from "./job-views";
import { assertFleet, lockBoardDay, renumber } from "./jobs";
import { planOffThread, routeBudgetMs } from "./route-thread";
import { vroomOrder } from "./vroom";

/**
 * "Sugerir ordem" for one truck's day: its scheduled jobs at a known place are ordered to keep their
 * time windows and shorten the drive, by the VROOM server at `VROOM_URL` when set, else by the built-in
 * heuristic (src/domain/route) in a worker thread within a time budget, 2 s (route-thread.ts: the event loop
 * never waits for it; cut short, it answers with the best order found so far and says so). Jobs already under way or done, and those with no place on the map (a
 * dump run), keep their slots; the others are reordered among theirs. The answer is never worse than the
 * order the board has (fewer missed windows first, then fewer km).
 */

type Solver = "vroom" | "heuristic";

function assertHauler(scope: OrgScope) {
  if (scope.orgKind !== "hauler") throw forbidden("Só a transportadora ordena o dia dos seus caminhões.");
}

interface LaneJob {
  id: string;
  status: string;
  sequence: number;
  kind: string;
  siteName: string | null;
  lat: number | null;
  lon: number | null;
  windowStart: string | null;
  windowEnd: string | null;
}

const movable = (j: LaneJob) => j.status === "scheduled" && j.lat !== null && j.lon !== null;

async function laneOf(scope: OrgScope, db: OrgScope["db"] | Tx, date: string, truckId: string) {
  const [truck] = await db
    .select({ id: trucks.id, plate: trucks.plate })
    .from(trucks)
    .where(and(eq(trucks.orgId, scope.orgId), eq(trucks.id, truckId)));
  if (!truck) throw notFound("Caminhão");
  const rows: LaneJob[] = await jobsQuery({ ...scope, db: db as OrgScope["db"] })
    .where(and(eq(jobs.orgId, scope.orgId), eq(jobs.date, date), eq(jobs.truckId, truckId)))
    .orderBy(asc(jobs.sequence), asc(jobs.createdAt));
  return { truck, rows };
}

const stopOf = (j: LaneJob): RouteStop => ({
  id: j.id,
  lat: j.lat as number,
  lon: j.lon as number,
  windowStart: minutesOf(j.windowStart),
  windowEnd: minutesOf(j.windowEnd),
});

function describe(stops: readonly RouteStop[], order: readonly number[], value: RouteEvaluation) {
  return {
    order: order.map((i) => stops[i]?.id as string),
    km: Math.round(value.km * 100) / 100,
    missed: value.missed.map((m) => ({
      jobId: m.id,
      arrival: clockOf(m.arrivalMin),
      windowEnd: clockOf(m.windowEnd),
    })),
    endsAt: clockOf(value.endMin),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("pt-BR", { maximumFractionDigits: 3 })} s`;
const cutShort = (budgetMs: number) =>
  `O cálculo parou no limite de ${seconds(budgetMs)}: esta é a melhor ordem encontrada até aqui, talvez não a melhor possível. Aceite-a e peça de novo para continuar a partir dela.`;
const VROOM_DOWN =
  "O servidor de roteirização (VROOM) não respondeu: a ordem foi sugerida pelo planejador interno.";

/** The built-in planner, off the event loop; `note` says when the budget cut it short. */
async function builtIn(stops: RouteStop[], matrix: number[][], before: string | null) {
  if (stops.length < 2)
    return { order: stops.map((_, i) => i), solver: "heuristic" as Solver, note: before, complete: true };
  const budgetMs = routeBudgetMs();
  const plan = await planOffThread(stops, matrix, DEFAULT_ROUTE_OPTIONS, budgetMs);
  const note = [before, plan.complete ? null : cutShort(budgetMs)].filter(Boolean).join(" ") || null;
  return { order: plan.order, solver: "heuristic" as Solver, note, complete: plan.complete };
}

async function solve(
  stops: RouteStop[],
  matrix: number[][],
): Promise<{ order: number[]; solver: Solver; note: string | null; complete: boolean }> {
  const url = process.env.VROOM_URL?.trim();
  if (url && stops.length > 1) {
    try {
      return {
        order: await vroomOrder(url, stops, matrix, DEFAULT_ROUTE_OPTIONS),
        solver: "vroom",
        note: null,
        complete: true,
      };
    } catch (e) {
      console.warn(`route: VROOM at ${url} failed, heuristic used: ${e instanceof Error ? e.message : e}`);
      return builtIn(stops, matrix, VROOM_DOWN);
    }
  }
  return builtIn(stops, matrix, null);
}

/** The suggestion for `truckId`'s day: current and suggested order, km of each, windows each would miss. */
export async function suggestRoute(scope: OrgScope, input: { date: string; truckId: string }) {
  assertHauler(scope);
  const { truck, rows } = await laneOf(scope, scope.db, input.date, input.truckId);
  const lane = rows.filter(movable);
  const stops = lane.map(stopOf);
  const matrix = distanceMatrix(stops);
  const identity = stops.map((_, i) => i);
  const currentValue = evaluateOrder(stops, matrix, identity, DEFAULT_ROUTE_OPTIONS);
  const solved = await solve(stops, matrix);
  const solvedValue = evaluateOrder(stops, matrix, solved.order, DEFAULT_ROUTE_OPTIONS);
  const keep = !isBetter(solvedValue, currentValue);
  const order = keep ? identity : solved.order;
  const current = describe(stops, identity, currentValue);
  const suggested = describe(stops, order, keep ? currentValue : solvedValue);
  return {
    date: input.date,
    truckId: truck.id,
    plate: truck.plate,
    solver: solved.solver,
    note: solved.note,
    /** False when the time budget cut the search short (`note` says so). */
    complete: solved.complete,
    stops: lane.map((j) => ({
      jobId: j.id,
      kind: j.kind,
      siteName: j.siteName,
      windowStart: j.windowStart,
      windowEnd: j.windowEnd,
    })),
    /** Jobs that keep their slot: under way, done, cancelled, or with no place on the map. */
    fixed: rows.length - lane.length,
    current,
    suggested,
    savedKm: Math.round((current.km - suggested.km) * 100) / 100,
    changed: order.some((i, k) => i !== k),
    assumptions: DEFAULT_ROUTE_OPTIONS,
  };
}

/**
 * Applies an order the dispatcher accepted: `order` must be exactly the truck's reorderable jobs as they
 * stand now (else nothing changes: the board moved since the suggestion). Accepting the order the board
 * already has changes nothing and writes no audit event.
 */
export function acceptRoute(scope: OrgScope, input: { date: string; truckId: string; order: string[] }) {
  assertHauler(scope);
  return scope.db.transaction(async (tx) => {
    await lockBoardDay(tx, scope.orgId, input.date);
    await assertFleet(tx, scope.orgId, input.truckId);
    const { rows } = await laneOf(scope, tx, input.date, input.truckId);
    const lane = rows.filter(movable);
    const wanted = new Set(input.order);
    if (
      wanted.size !== input.order.length ||
      input.order.length !== lane.length ||
      lane.some((j) => !wanted.has(j.id))
    )
      throw conflict(
        "O dia deste caminhão mudou desde a sugestão (serviço movido, iniciado ou cancelado): peça uma nova sugestão.",
      );
    let next = 0;
    const after = rows.map((j) => (movable(j) ? (input.order[next++] as string) : j.id));
    const changed = after.some((id, i) => id !== rows[i]?.id) || rows.some((r, i) => r.sequence !== i + 1);
    if (!changed) return { changed: false, order: after };
    await renumber(
      tx,
      scope.orgId,
      after.map((id) => ({ id, sequence: rows.find((r) => r.id === id)?.sequence ?? 0 })),
    );
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "route.accepted",
      entity: "truck",
      entityId: input.truckId,
      before: { date: input.date, order: rows.map((r) => r.id) },
      after: { date: input.date, order: after },
    });
    return { changed: true, order: after };
  });
}
