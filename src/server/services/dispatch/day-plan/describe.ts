import {
  clockOf,
  type DayInput,
  type DayPlan,
  dayContext,
  driveDay,
  type Leg,
  type TruckDay,
} from "@/domain/route";
import type { Place } from "./day-input";

/**
 * The plan as the board shows it: each truck's trips with their legs named (pátio, obra, receptor),
 * times "HH:MM" and km rounded to 0,1; the totals of the plan and of the board's current one judged by the
 * same rules; the jobs left out and why; the deadlines the plan misses, each with its article. Pure.
 */

const km1 = (km: number) => Math.round(km * 10) / 10;
const hours1 = (h: number) => Math.round(h * 10) / 10;

export interface Totals {
  km: number;
  hours: number;
  deadlinesMet: number;
  deadlinesMissed: number;
  /** Jobs the plan leaves with no truck, or serves breaking a rule. */
  unserved: number;
}

/** The board's current plan, driven by the same rules: its km, hours and deadlines. */
export function currentTotals(input: DayInput): Totals {
  const ctx = dayContext(input);
  const index = new Map(input.jobs.map((j, i) => [j.id, i]));
  const days = input.trucks.map((t, k) =>
    driveDay(
      ctx,
      k,
      (input.current?.[t.id] ?? []).flatMap((id) => (index.has(id) ? [index.get(id) as number] : [])),
      { strict: false, detail: true },
    ),
  );
  const onTruck = new Set(Object.values(input.current ?? {}).flat());
  const broken = new Set(days.flatMap((d) => d.violations.map((v) => v.jobId)));
  const due = input.jobs.filter((j) => j.dueToday);
  const missed = due.filter((j) => !onTruck.has(j.id) || broken.has(j.id)).length;
  const worked = days.filter((d) => d.endMin > d.startMin);
  return {
    km: km1(worked.reduce((a, d) => a + d.km, 0)),
    hours: hours1(worked.reduce((a, d) => a + (d.endMin - d.startMin) / 60, 0)),
    deadlinesMet: due.length - missed,
    deadlinesMissed: missed,
    unserved: input.jobs.filter((j) => !onTruck.has(j.id) || broken.has(j.id)).length,
  };
}

export const KIND_LABEL = { drop_off: "entrega", pick_up: "retirada", swap: "troca" } as const;

function leg(l: Leg, places: readonly Place[]) {
  const place = places[l.place];
  return {
    to: l.to,
    name: l.to === "yard" ? `Pátio ${place?.name ?? ""}`.trim() : (place?.name ?? "—"),
    km: km1(l.km),
    depart: clockOf(l.departMin),
    arrive: clockOf(l.arriveMin),
    start: clockOf(l.startMin),
    end: clockOf(l.endMin),
  };
}

function truckView(day: TruckDay, places: readonly Place[], plate: string, current: readonly string[]) {
  const jobIds = day.trips.map((t) => t.jobId);
  return {
    truckId: day.truckId,
    plate,
    jobIds,
    changed: jobIds.length !== current.length || jobIds.some((id, i) => id !== current[i]),
    km: km1(day.km),
    startsAt: clockOf(day.startMin),
    endsAt: clockOf(day.endMin),
    breakAt: day.breakStartMin === null ? null : clockOf(day.breakStartMin),
    trips: day.trips.map((t) => ({
      jobId: t.jobId,
      kind: t.kind,
      kindLabel: KIND_LABEL[t.kind],
      km: km1(t.km),
      start: clockOf(t.startMin),
      end: clockOf(t.endMin),
      legs: t.legs.map((l) => leg(l, places)),
    })),
    back: day.back ? leg(day.back, places) : null,
    brokenRules: day.violations.length,
  };
}

/** Why no truck takes a job: no receiver for its waste, else the day's limits. */
export function unassignedReason(input: DayInput, jobId: string): string {
  const job = input.jobs.find((j) => j.id === jobId);
  if (job && job.kind !== "drop_off") {
    const any = input.receivers.some((r) => !job.wasteClass || r.classes.includes(job.wasteClass));
    if (!any)
      return `nenhum receptor com licença válida e portão no mapa aceita a classe ${job.wasteClass ?? "desta carga"}`;
  }
  return "nenhum caminhão o atende dentro da janela do cliente, do horário do receptor, do turno do motorista e do limite de 40 serviços";
}

export function describePlan(
  plan: DayPlan,
  input: DayInput,
  places: readonly Place[],
  plates: Readonly<Record<string, string>>,
) {
  const siteOf = (jobId: string) => places.find((p) => p.kind === "site" && p.id === jobId)?.name ?? "Obra";
  const kindOf = (jobId: string) => input.jobs.find((j) => j.id === jobId)?.kind ?? "drop_off";
  return {
    kept: plan.kept,
    complete: plan.complete,
    distanceSource: plan.distanceSource,
    totals: {
      km: km1(plan.totals.km),
      hours: hours1(plan.totals.hours),
      deadlinesMet: plan.totals.deadlinesMet,
      deadlinesMissed: plan.totals.deadlinesMissed,
      unserved: plan.unassigned.length + plan.totals.brokenRules,
    } satisfies Totals,
    trucks: plan.trucks.map((d) =>
      truckView(d, places, plates[d.truckId] ?? "", input.current?.[d.truckId] ?? []),
    ),
    unassigned: plan.unassigned.map((jobId) => ({
      jobId,
      siteName: siteOf(jobId),
      kindLabel: KIND_LABEL[kindOf(jobId)],
      reason: unassignedReason(input, jobId),
    })),
    missedDeadlines: plan.missedDeadlines.map((m) => ({
      jobId: m.jobId,
      siteName: siteOf(m.jobId),
      citation: m.citation,
    })),
  };
}
