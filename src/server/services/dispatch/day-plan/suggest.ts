import { conflict, forbidden } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { planDayOffThread, routeBudgetMs } from "../route-thread";
import { dayBasis } from "./basis";
import { buildDayInput } from "./day-input";
import { currentTotals, describePlan } from "./describe";
import { distanceTable } from "./distances";
import { loadDay } from "./load";

/**
 * "Planejar o dia": the day's scheduled deliveries, pick-ups and trocas assigned to the trucks and
 * ordered (planDay, src/domain/route/day-plan.ts), in the route planner's worker thread within the
 * route budget (route-thread.ts), beside the board's current plan. Nothing changes until the dispatcher
 * accepts it (accept.ts), against the `basis` it was made from.
 */

export const NO_YARD =
  "Cadastre o pátio da empresa em Frota antes de planejar o dia: é dele que os caminhões saem e para ele voltam. O planejador não inventa um ponto de partida.";

export function assertHauler(scope: OrgScope) {
  if (scope.orgKind !== "hauler") throw forbidden("Só a transportadora planeja o dia dos seus caminhões.");
}

const cutShort = (ms: number) =>
  `O cálculo parou no limite de ${(ms / 1000).toLocaleString("pt-BR")} s: este é o melhor plano encontrado até aqui.`;

export async function suggestDayPlan(scope: OrgScope, input: { date: string }) {
  assertHauler(scope);
  const day = await loadDay(scope.db, scope.orgId, input.date);
  if (day.rows.yards.length === 0) throw conflict(NO_YARD);
  const built = buildDayInput(day.rows);
  const { table, note } = await distanceTable(built.points);
  const dayInput = { ...built.input, table };
  const budgetMs = routeBudgetMs();
  const plan = await planDayOffThread(dayInput, budgetMs);
  const notes = [
    note,
    plan.complete ? null : cutShort(budgetMs),
    ...built.defaultShift.map(
      (id) =>
        `${day.plates[id] ?? "Caminhão"}: sem motorista escalado no dia, planejado no turno padrão de 07:00 às 17:00.`,
    ),
    day.rows.receivers.length === 0
      ? "Nenhum receptor com licença válida tem o portão marcado no mapa: as retiradas e trocas ficam sem plano."
      : null,
  ].filter((n): n is string => n !== null);
  return {
    date: input.date,
    basis: dayBasis(day.basisJobs),
    jobs: dayInput.jobs.length,
    current: currentTotals(dayInput),
    plan: describePlan(plan, dayInput, built.places, day.plates),
    notes,
  };
}
