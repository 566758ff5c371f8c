import { and, eq } from "drizzle-orm";
import { MAX_JOBS_PER_TRUCK_DAY } from "@/domain/route";
import { jobs } from "@/server/db/schema";
import { conflict, DomainError } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { fullDayMessage } from "../job-limits";
import { assertFleet, lockBoardDay } from "../jobs";
import { dayBasis } from "./basis";
import { type AcceptedTruck, acceptedLanes, liveCount } from "./lanes";
import { loadDay, plannable } from "./load";
import { assertHauler } from "./suggest";

/**
 * Accepts a day plan, whole (every truck) or for one truck (the same call with one), under the board
 * day's lock: refused with 409, nothing changed, when the board moved since the plan (`basis`), when a
 * job is no longer scheduled, or when a truck would pass the 40-job bound. A job the plan moves to a
 * truck takes that truck's driver of the day when it has one. Answers the new basis, so the next truck
 * of the same plan can be accepted.
 */

export const BOARD_CHANGED =
  "O quadro do dia mudou desde o plano (um serviço foi agendado, movido, iniciado ou cancelado): peça um novo plano com “Planejar o dia”.";

export function acceptDayPlan(
  scope: OrgScope,
  input: { date: string; basis: string; trucks: AcceptedTruck[] },
) {
  assertHauler(scope);
  const ids = input.trucks.flatMap((t) => t.jobIds);
  if (
    new Set(ids).size !== ids.length ||
    new Set(input.trucks.map((t) => t.truckId)).size !== input.trucks.length
  )
    throw new DomainError(
      "BAD_REQUEST",
      "Um serviço ou caminhão aparece duas vezes no plano: peça um novo plano.",
    );
  return scope.db.transaction(async (tx) => {
    await lockBoardDay(tx, scope.orgId, input.date);
    const day = await loadDay(tx, scope.orgId, input.date);
    if (dayBasis(day.basisJobs) !== input.basis) throw conflict(BOARD_CHANGED);
    const planned = new Map(day.all.map((j) => [j.id, j]));
    for (const id of ids) {
      const job = planned.get(id);
      if (!job || !plannable(job)) throw conflict(BOARD_CHANGED);
    }
    for (const t of input.trucks) await assertFleet(tx, scope.orgId, t.truckId);
    const { lanes, changes } = acceptedLanes(
      day.all.map((j) => ({ ...j, plannable: plannable(j) })),
      input.trucks,
    );
    for (const t of input.trucks)
      if (liveCount(lanes.get(t.truckId) ?? []) > MAX_JOBS_PER_TRUCK_DAY)
        throw conflict(fullDayMessage(input.date));
    for (const c of changes) {
      const driverId = c.moved && c.truckId ? day.driverOf.get(c.truckId) : undefined;
      await tx
        .update(jobs)
        .set({ truckId: c.truckId, sequence: c.sequence, ...(driverId ? { driverId } : {}) })
        .where(and(eq(jobs.orgId, scope.orgId), eq(jobs.id, c.id)));
    }
    const changedTrucks = input.trucks.filter((t) => changes.some((c) => c.truckId === t.truckId));
    for (const t of changedTrucks)
      await writeAudit(tx, {
        orgId: scope.orgId,
        actorUserId: scope.userId,
        action: "day_plan.accepted",
        entity: "truck",
        entityId: t.truckId,
        before: {
          date: input.date,
          order: day.all.filter((j) => j.truckId === t.truckId).map((j) => j.id),
        },
        after: { date: input.date, order: (lanes.get(t.truckId) ?? []).map((j) => j.id) },
      });
    const after = await loadDay(tx, scope.orgId, input.date);
    return {
      changed: changes.length > 0,
      trucks: changedTrucks.map((t) => t.truckId),
      basis: dayBasis(after.basisJobs),
    };
  });
}
