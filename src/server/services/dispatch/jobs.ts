import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { type PlacementAction, placementRefusal } from "@/domain/lifecycle";
import { formatIsoDate } from "@/lib/format";
import type { Tx } from "@/server/db/client";
import { drivers, driverUsers, jobs, orders, orgs, placements, trucks } from "@/server/db/schema";
import { conflict, DomainError, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { assertHaulerLicensed } from "@/server/services/fleet/licences/assert-licensed";
import { assertNotDuplicate, assertTruckDayRoom } from "./job-limits";
import { bookedJobsOf, bookedOf } from "./lifecycle-facts";

export type JobKind = "drop_off" | "swap" | "pick_up" | "dump";
export type JobStatus = "scheduled" | "en_route" | "done" | "failed" | "cancelled";

/** The status machine: which status may follow which. */
export const NEXT_STATUS: Record<JobStatus, readonly JobStatus[]> = {
  scheduled: ["en_route", "failed", "cancelled"],
  en_route: ["done", "failed", "cancelled"],
  done: [],
  failed: [],
  cancelled: [],
};

export const JOB_STATUS_LABEL: Record<JobStatus, string> = {
  scheduled: "agendado",
  en_route: "a caminho",
  done: "concluído",
  failed: "não realizado",
  cancelled: "cancelado",
};

export function assertTransition(from: JobStatus, to: JobStatus) {
  if (!NEXT_STATUS[from].includes(to))
    throw conflict(
      `O serviço está ${JOB_STATUS_LABEL[from]} e não pode passar a ${JOB_STATUS_LABEL[to]}. Atualize a tela para ver o estado atual.`,
    );
}

export interface NewJob {
  kind: JobKind;
  placementId?: string | null;
  date: string;
  windowStart?: string | null;
  windowEnd?: string | null;
  truckId?: string | null;
  driverId?: string | null;
  /** The dispatcher confirms a delivery before the client's "a partir de" was agreed with the client. */
  beforeDesiredFrom?: boolean;
}

const ACTION_OF_KIND = {
  drop_off: "schedule_delivery",
  pick_up: "schedule_pickup",
  swap: "schedule_swap",
} as const satisfies Partial<Record<JobKind, PlacementAction>>;

/**
 * What a job may do to its placement, by the placement's state machine (`placementRefusal`: a delivery
 * for a planned one, a pick-up or swap for one on the street, never a second of either), and a delivery
 * not before the client's "a partir de" unless the dispatcher says it was agreed. The placement row is
 * locked, so two bookings of one placement queue. Refusals are 409 in pt-BR, nothing written.
 */
async function assertJobFitsPlacement(tx: Tx, orgId: string, input: NewJob) {
  if (!input.placementId || input.kind === "dump") return;
  const [p] = await tx
    .select({ status: placements.status, orderId: placements.orderId })
    .from(placements)
    .where(and(eq(placements.orgId, orgId), eq(placements.id, input.placementId)))
    .for("update");
  if (!p) throw notFound("Colocação");
  const booked = bookedOf(await bookedJobsOf(tx, orgId, [input.placementId]), input.placementId);
  const refusal = placementRefusal(p.status, booked, ACTION_OF_KIND[input.kind]);
  if (refusal) throw conflict(refusal);
  if (input.kind !== "drop_off" || !p.orderId || input.beforeDesiredFrom) return;
  const [order] = await tx
    .select({ desiredFrom: orders.desiredFrom })
    .from(orders)
    .where(and(eq(orders.orgId, orgId), eq(orders.id, p.orderId)));
  if (order && input.date < order.desiredFrom) {
    const message = `O cliente pediu a caçamba a partir de ${formatIsoDate(order.desiredFrom)}: agende a entrega para essa data ou depois, ou confirme que a entrega antecipada foi combinada com ele.`;
    throw new DomainError("CONFLICT", message, { fieldErrors: { desiredFrom: [message] } });
  }
}

/** The municipality whose law a job falls under: its placement's, or the hauler's own for a dump run. */
export async function jobMunicipality(db: Pick<Tx, "select">, orgId: string, placementId: string | null) {
  if (placementId) {
    const [p] = await db
      .select({ municipalityId: placements.municipalityId, status: placements.status })
      .from(placements)
      .where(and(eq(placements.orgId, orgId), eq(placements.id, placementId)));
    if (!p) throw notFound("Colocação");
    return { municipalityId: p.municipalityId, placementStatus: p.status };
  }
  const [org] = await db.select({ m: orgs.municipalityId }).from(orgs).where(eq(orgs.id, orgId));
  return { municipalityId: org?.m ?? "", placementStatus: null };
}

async function municipalityOfJob(scope: OrgScope, placementId: string | null | undefined) {
  return (await jobMunicipality(scope.db, scope.orgId, placementId ?? null)).municipalityId;
}

export async function assertFleet(tx: Tx, orgId: string, truckId?: string | null, driverId?: string | null) {
  if (truckId) {
    const [t] = await tx
      .select({ active: trucks.active })
      .from(trucks)
      .where(and(eq(trucks.orgId, orgId), eq(trucks.id, truckId)));
    if (!t) throw notFound("Caminhão");
    if (!t.active) throw conflict("Este caminhão está desativado: escolha outro.");
  }
  if (driverId) {
    const [d] = await tx
      .select({ active: drivers.active })
      .from(drivers)
      .where(and(eq(drivers.orgId, orgId), eq(drivers.id, driverId)));
    if (!d) throw notFound("Motorista");
    if (!d.active) throw conflict("Este motorista está desativado: escolha outro.");
  }
}

/** Schedules a job; the hauler must hold the municipality's licences (JF art. 4º–5º, JP art. 18). */
export async function createJob(scope: OrgScope, input: NewJob, now: Date) {
  if (input.kind !== "dump" && !input.placementId)
    throw new DomainError("BAD_REQUEST", "Escolha a colocação (obra e posição da caçamba) deste serviço.", {
      fieldErrors: { placementId: ["Escolha a colocação."] },
    });
  if (input.windowStart && input.windowEnd && input.windowEnd <= input.windowStart)
    throw new DomainError("BAD_REQUEST", "A janela termina antes de começar: corrija os horários.", {
      fieldErrors: { windowEnd: ["Horário final antes do inicial."] },
    });
  const municipalityId = await municipalityOfJob(scope, input.placementId);
  await assertHaulerLicensed(scope.db, scope.orgId, municipalityId, now);
  return scope.db.transaction(async (tx) => {
    await assertFleet(tx, scope.orgId, input.truckId, input.driverId);
    await lockBoardDay(tx, scope.orgId, input.date);
    await assertNotDuplicate(tx, scope.orgId, input);
    await assertJobFitsPlacement(tx, scope.orgId, input);
    await assertTruckDayRoom(tx, scope.orgId, input.date, input.truckId);
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${jobs.sequence}), 0)::int + 1` })
      .from(jobs)
      .where(
        and(
          eq(jobs.orgId, scope.orgId),
          eq(jobs.date, input.date),
          input.truckId ? eq(jobs.truckId, input.truckId) : isNull(jobs.truckId),
        ),
      );
    const [row] = await tx
      .insert(jobs)
      .values({
        orgId: scope.orgId,
        kind: input.kind,
        placementId: input.placementId ?? null,
        date: input.date,
        windowStart: input.windowStart ?? null,
        windowEnd: input.windowEnd ?? null,
        truckId: input.truckId ?? null,
        driverId: input.driverId ?? null,
        sequence: next,
      })
      .returning({ id: jobs.id, sequence: jobs.sequence, status: jobs.status });
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "job.created",
      entity: "job",
      entityId: row.id,
      after: { ...input, beforeDesiredFrom: input.beforeDesiredFrom ?? false },
    });
    return row;
  });
}

async function lockJob(tx: Tx, orgId: string, jobId: string) {
  const [job] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)))
    .for("update");
  if (!job) throw notFound("Serviço");
  return job;
}

/** One column of a day's board (a truck, or null for "sem caminhão") in order, leaving out one job. */
function laneRows(tx: Tx, orgId: string, date: string, truckId: string | null, without: string) {
  return tx
    .select({ id: jobs.id, sequence: jobs.sequence })
    .from(jobs)
    .where(
      and(
        eq(jobs.orgId, orgId),
        eq(jobs.date, date),
        truckId ? eq(jobs.truckId, truckId) : isNull(jobs.truckId),
        ne(jobs.id, without),
      ),
    )
    .orderBy(asc(jobs.sequence), asc(jobs.createdAt));
}

/** Numbers a column 1…n in the given order, writing only the rows whose number changes. */
export async function renumber(tx: Tx, orgId: string, rows: { id: string; sequence: number }[]) {
  for (const [i, row] of rows.entries())
    if (row.sequence !== i + 1)
      await tx
        .update(jobs)
        .set({ sequence: i + 1 })
        .where(and(eq(jobs.orgId, orgId), eq(jobs.id, row.id)));
}

/**
 * Serializes everything that numbers one day's board of an org (creating a job, moving one): each
 * renumbers whole lanes, and a new job takes the next number of its lane.
 */
export async function lockBoardDay(tx: Tx, orgId: string, date: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`board:${orgId}:${date}`}))`);
}

async function lockDayOfJob(tx: Tx, orgId: string, jobId: string) {
  const [day] = await tx
    .select({ date: jobs.date })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
  if (!day) throw notFound("Serviço");
  await lockBoardDay(tx, orgId, day.date);
}

/**
 * Board: moves a job to a truck (or back to "sem caminhão") at a position in that truck's day,
 * renumbering the sequence; also sets the driver when given. One transaction: drag-and-drop and the
 * buttons both call it.
 */
export function moveJob(
  scope: OrgScope,
  input: { jobId: string; truckId: string | null; position: number; driverId?: string | null },
) {
  return scope.db.transaction(async (tx) => {
    await lockDayOfJob(tx, scope.orgId, input.jobId);
    const job = await lockJob(tx, scope.orgId, input.jobId);
    if (job.status !== "scheduled")
      throw conflict(
        `Este serviço está ${JOB_STATUS_LABEL[job.status]}: só serviços agendados podem ser movidos no quadro. Atualize a tela para ver o estado atual.`,
      );
    await assertFleet(tx, scope.orgId, input.truckId, input.driverId);
    if (input.truckId !== job.truckId)
      await assertTruckDayRoom(tx, scope.orgId, job.date, input.truckId, job.id);
    const target = await laneRows(tx, scope.orgId, job.date, input.truckId, job.id);
    const at = Math.max(0, Math.min(input.position, target.length));
    await tx
      .update(jobs)
      .set({
        truckId: input.truckId,
        sequence: at + 1,
        ...(input.driverId !== undefined ? { driverId: input.driverId } : {}),
      })
      .where(and(eq(jobs.orgId, scope.orgId), eq(jobs.id, job.id)));
    await renumber(tx, scope.orgId, [
      ...target.slice(0, at),
      { id: job.id, sequence: at + 1 },
      ...target.slice(at),
    ]);
    if (job.truckId !== input.truckId)
      await renumber(tx, scope.orgId, await laneRows(tx, scope.orgId, job.date, job.truckId, job.id));
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "job.moved",
      entity: "job",
      entityId: job.id,
      before: { truckId: job.truckId, sequence: job.sequence, driverId: job.driverId },
      after: input,
    });
    return { id: job.id, sequence: at + 1 };
  });
}

/** Dispatcher: cancel or mark a job failed, with the reason. */
export function closeJob(
  scope: OrgScope,
  input: { jobId: string; status: "cancelled" | "failed"; reason: string },
) {
  return scope.db.transaction(async (tx) => {
    const job = await lockJob(tx, scope.orgId, input.jobId);
    assertTransition(job.status, input.status);
    await tx
      .update(jobs)
      .set({ status: input.status, statusReason: input.reason })
      .where(and(eq(jobs.orgId, scope.orgId), eq(jobs.id, job.id)));
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: `job.${input.status}`,
      entity: "job",
      entityId: job.id,
      before: { status: job.status },
      after: { status: input.status, reason: input.reason },
    });
    return { id: job.id, status: input.status };
  });
}

/** Admin/dispatcher: which member (role driver) drives as which fleet driver. */
export function linkDriverUser(scope: OrgScope, input: { driverId: string; userId: string }) {
  return scope.db.transaction(async (tx) => {
    await assertFleet(tx, scope.orgId, null, input.driverId);
    const [member] = await tx
      .execute<{ ok: number }>(
        sql`select 1 as ok from memberships where org_id = ${scope.orgId} and user_id = ${input.userId} and role = 'driver' and active`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { ok: number }[] }).rows));
    if (!member) throw notFound("Membro com perfil de motorista");
    await tx
      .delete(driverUsers)
      .where(and(eq(driverUsers.orgId, scope.orgId), eq(driverUsers.userId, input.userId)));
    await tx
      .insert(driverUsers)
      .values({ orgId: scope.orgId, ...input })
      .onConflictDoUpdate({
        target: [driverUsers.orgId, driverUsers.driverId],
        set: { userId: input.userId },
      });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "driver.user_linked",
      entity: "driver",
      entityId: input.driverId,
      after: input,
    });
    return input;
  });
}
