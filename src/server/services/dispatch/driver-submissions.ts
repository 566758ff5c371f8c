import { and, eq } from "drizzle-orm";
import { ctrDuty, jobNeedsCtr } from "@/domain/ctr";
import { CACAMBA_AFTER } from "@/domain/lifecycle";
import { ACT_TIME_REFUSAL, actTime, CLOCK_SLACK_MS } from "@/domain/time/act-time";
import { formatDateTime } from "@/lib/format";
import type { Tx } from "@/server/db/client";
import { jobSubmissions, jobs, orders, placements, storedFiles } from "@/server/db/schema";
import { conflict, DomainError, forbidden, invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { ctrOfJob } from "@/server/services/ctr/for-job";
import { departWithJob } from "@/server/services/ctr/hauler-actions";
import { notifyDelivered, placementNoticeFacts } from "@/server/services/notifications/placement-notices";
import { assertCacambaAvailable, orderedSizeM3, setCacambaWhere } from "./cacamba-availability";
import { computeDeadline } from "./deadlines";
import { driverIdsOf } from "./job-views";
import { assertTransition, type JobStatus, jobMunicipality } from "./jobs";
import { scheduleReminders } from "./reminders";

export interface DriverSubmission {
  /** Generated once on the phone per action; a retry sends the same key. */
  idempotencyKey: string;
  jobId: string;
  action: "start" | "complete" | "fail";
  /** When it happened on the phone (perhaps queued offline for hours): see `actTime`. */
  at?: Date | null;
  /** The phone's clock when it sent the report: corrects a phone whose clock is wrong. */
  sentAt?: Date | null;
  lat?: number | null;
  lon?: number | null;
  accuracyM?: number | null;
  photoFileId?: string | null;
  /** When the photo was taken on the phone. */
  photoTakenAt?: Date | null;
  /** The client's signature (PNG uploaded as `job_signature`), optional. */
  signatureFileId?: string | null;
  reason?: string | null;
  /** The caçamba left at the site (drop-off, swap): read from its decal's QR or chosen from the yard. */
  cacambaId?: string | null;
}

export interface SubmissionResult {
  jobId: string;
  status: JobStatus;
  placementId: string | null;
  deadline: string | null;
  deadlineArticle: string | null;
}

/** The act's time on the server's clock, or a 400 saying why the phone's time cannot be taken. */
function eventTime(input: DriverSubmission, now: Date): Date {
  const t = actTime({ actedAt: input.at, sentAt: input.sentAt, receivedAt: now });
  if (!t.ok)
    throw new DomainError("BAD_REQUEST", ACT_TIME_REFUSAL[t.reason], {
      fieldErrors: { at: [ACT_TIME_REFUSAL[t.reason]] },
    });
  return t.at;
}

/**
 * A load moves only with its CTR (`jobNeedsCtr`, `ctrOfJob` from the CTR module), issued before the act:
 * a report kept offline for hours counts only a CTR the office had issued by then.
 */
async function assertCtr(
  tx: Tx,
  orgId: string,
  job: { id: string; kind: string; placementId: string | null },
  at: Date,
) {
  if (!jobNeedsCtr(job.kind)) return;
  const ctr = await ctrOfJob(tx, orgId, job.id);
  if (ctr && ctr.issuedAt.getTime() <= at.getTime() + CLOCK_SLACK_MS) return;
  const duty = ctrDuty((await jobMunicipality(tx, orgId, job.placementId)).municipalityId);
  const message = ctr
    ? `O CTR ${ctr.number} foi emitido em ${formatDateTime(ctr.issuedAt)}, depois deste registro (${formatDateTime(at)}): a carga só sai com o Controle de Transporte de Resíduos (${duty.grounds}). Fale com o despacho.`
    : `Sem CTR para este serviço: a carga só sai com o Controle de Transporte de Resíduos (${duty.grounds}). Emita o CTR do serviço e tente de novo.`;
  throw new DomainError("PRECONDITION_FAILED", message, { article: duty.article ?? undefined });
}

async function assertFile(tx: Tx, orgId: string, fileId: string, purpose: string, what: string) {
  const [f] = await tx
    .select({ purpose: storedFiles.purpose })
    .from(storedFiles)
    .where(and(eq(storedFiles.orgId, orgId), eq(storedFiles.id, fileId)));
  if (!f || f.purpose !== purpose) throw notFound(what);
}

async function assertPhoto(tx: Tx, orgId: string, fileId: string | null | undefined) {
  if (!fileId)
    throw new DomainError("BAD_REQUEST", "Tire a foto da caçamba no local antes de concluir.", {
      fieldErrors: { photoFileId: ["Foto obrigatória."] },
    });
  await assertFile(tx, orgId, fileId, "job_photo", "Foto do serviço");
}

/** Which caçamba a drop-off or swap leaves: the driver's reading wins over the plan; it must be in the yard. */
async function cacambaLeft(
  tx: Tx,
  orgId: string,
  placement: { id: string; orderId: string | null },
  planned: string | null,
  read?: string | null,
) {
  const cacambaId = read ?? planned;
  if (!cacambaId)
    throw invalidField(
      "cacambaId",
      "Informe qual caçamba foi deixada: leia o QR do adesivo ou escolha da lista do pátio.",
    );
  await assertCacambaAvailable(
    tx,
    orgId,
    cacambaId,
    placement.id,
    await orderedSizeM3(tx, orgId, placement.orderId),
  );
  return cacambaId;
}

/**
 * Placement effects of a completed job: drop-off starts the deadline and puts the caçamba on the
 * street; pick-up ends the placement and brings its caçamba back to the yard; swap does both.
 */
async function completeEffects(
  tx: Tx,
  scope: OrgScope,
  job: typeof jobs.$inferSelect,
  at: Date,
  readCacambaId?: string | null,
) {
  if (!job.placementId) return { placementId: null, deadline: null, deadlineArticle: null };
  const [p] = await tx
    .select()
    .from(placements)
    .where(and(eq(placements.orgId, scope.orgId), eq(placements.id, job.placementId)))
    .for("update");
  if (!p) throw notFound("Colocação");
  const removeOld = async () => {
    await tx
      .update(placements)
      .set({ status: "removed", removedAt: at })
      .where(and(eq(placements.orgId, scope.orgId), eq(placements.id, p.id)));
  };
  const place = async (placementId: string, cacambaId: string) => {
    const d = computeDeadline({ municipalityId: p.municipalityId, placedAt: at });
    await tx
      .update(placements)
      .set({ status: "placed", placedAt: at, cacambaId, ...d })
      .where(and(eq(placements.orgId, scope.orgId), eq(placements.id, placementId)));
    await setCacambaWhere(tx, scope.orgId, cacambaId, CACAMBA_AFTER.delivered);
    if (d.deadline) await scheduleReminders(tx, scope.orgId, placementId, d.deadline, p.municipalityId);
    const facts = await placementNoticeFacts(tx, scope.orgId, placementId);
    if (facts) await notifyDelivered(tx, facts, at);
    return { placementId, deadline: d.deadline?.toISOString() ?? null, deadlineArticle: d.deadlineArticle };
  };
  if (job.kind === "drop_off") {
    if (p.status !== "planned") throw conflict("Esta colocação já foi entregue ou encerrada.");
    return place(p.id, await cacambaLeft(tx, scope.orgId, p, p.cacambaId, readCacambaId));
  }
  if (p.status !== "placed") throw conflict("Não há caçamba colocada nesta posição para recolher.");
  await removeOld();
  // Full, on its way to the receiver: not in the yard (nor offered for a drop-off) until the load is received.
  if (p.cacambaId) await setCacambaWhere(tx, scope.orgId, p.cacambaId, CACAMBA_AFTER.picked_up);
  if (p.orderId && job.kind === "pick_up")
    await tx
      .update(orders)
      .set({ status: "done" })
      .where(and(eq(orders.orgId, scope.orgId), eq(orders.id, p.orderId)));
  if (job.kind !== "swap") return { placementId: p.id, deadline: null, deadlineArticle: null };
  const { id: _id, createdAt: _c, ...copy } = p;
  if (!readCacambaId)
    throw invalidField(
      "cacambaId",
      "Informe qual caçamba ficou no lugar da cheia: leia o QR do adesivo ou escolha da lista do pátio.",
    );
  const [fresh] = await tx
    .insert(placements)
    .values({
      ...copy,
      cacambaId: null,
      status: "planned",
      fullAt: null,
      hazard: false,
      hazardSince: null,
      removedAt: null,
      createdBy: scope.userId,
    })
    .returning({ id: placements.id });
  if (!fresh) throw new Error("insert returned nothing");
  return place(
    fresh.id,
    await cacambaLeft(tx, scope.orgId, { id: fresh.id, orderId: p.orderId }, null, readCacambaId),
  );
}

/**
 * A driver's submission with its idempotency key: the job row is locked, then the key is claimed (a
 * concurrent retry waits on the lock, finds the key taken and returns the stored result), so a retried submission has exactly one effect.
 */
export function submitDriverEvent(
  scope: OrgScope,
  input: DriverSubmission,
  now: Date,
): Promise<SubmissionResult & { replayed: boolean }> {
  return scope.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.orgId, scope.orgId), eq(jobs.id, input.jobId)))
      .for("update");
    if (!job) throw notFound("Serviço");
    const [claimed] = await tx
      .insert(jobSubmissions)
      .values({
        orgId: scope.orgId,
        idempotencyKey: input.idempotencyKey,
        jobId: input.jobId,
        action: input.action,
        result: {},
        submittedBy: scope.userId,
      })
      .onConflictDoNothing()
      .returning({ key: jobSubmissions.idempotencyKey });
    if (!claimed) {
      const [prior] = await tx
        .select()
        .from(jobSubmissions)
        .where(
          and(eq(jobSubmissions.orgId, scope.orgId), eq(jobSubmissions.idempotencyKey, input.idempotencyKey)),
        );
      if (!prior || prior.jobId !== input.jobId || prior.action !== input.action)
        throw conflict(
          "Esta chave de envio já foi usada para outro registro. Atualize o aplicativo e tente de novo.",
        );
      return { ...(prior.result as SubmissionResult), replayed: true };
    }
    if (scope.role === "driver") {
      const mine = await driverIdsOf({ ...scope, db: tx as unknown as OrgScope["db"] });
      if (!job.driverId || !mine.includes(job.driverId)) throw forbidden("Este serviço não está com você.");
    }
    const at = eventTime(input, now);
    let to: JobStatus;
    let effects: Omit<SubmissionResult, "jobId" | "status"> = {
      placementId: job.placementId,
      deadline: null,
      deadlineArticle: null,
    };
    if (input.action === "start") to = "en_route";
    else if (input.action === "fail") {
      if (!input.reason?.trim())
        throw new DomainError("BAD_REQUEST", "Diga por que o serviço não foi feito.", {
          fieldErrors: { reason: ["Informe o motivo."] },
        });
      to = "failed";
    } else {
      to = "done";
      if (job.kind !== "dump") await assertPhoto(tx, scope.orgId, input.photoFileId);
      if (input.signatureFileId)
        await assertFile(tx, scope.orgId, input.signatureFileId, "job_signature", "Assinatura do cliente");
      await assertCtr(tx, scope.orgId, job, at);
    }
    assertTransition(job.status, to);
    if (to === "done") {
      effects = await completeEffects(tx, scope, job, at, input.cacambaId);
      if (jobNeedsCtr(job.kind)) await departWithJob(tx, scope, job.id, at);
    }
    await tx
      .update(jobs)
      .set({
        status: to,
        statusReason: to === "failed" ? (input.reason ?? null) : job.statusReason,
        doneAt: to === "done" ? at : job.doneAt,
        lat: input.lat ?? job.lat,
        lon: input.lon ?? job.lon,
        accuracyM: input.accuracyM ?? job.accuracyM,
        photoFileId: input.photoFileId ?? job.photoFileId,
        photoTakenAt: input.photoFileId ? (input.photoTakenAt ?? at) : job.photoTakenAt,
        signatureFileId: input.signatureFileId ?? job.signatureFileId,
      })
      .where(and(eq(jobs.orgId, scope.orgId), eq(jobs.id, job.id)));
    const result: SubmissionResult = { jobId: job.id, status: to, ...effects };
    await tx
      .update(jobSubmissions)
      .set({ result, actedAt: at })
      .where(
        and(eq(jobSubmissions.orgId, scope.orgId), eq(jobSubmissions.idempotencyKey, input.idempotencyKey)),
      );
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: `job.${input.action}`,
      entity: "job",
      entityId: job.id,
      before: { status: job.status },
      after: {
        ...result,
        at: at.toISOString(),
        lat: input.lat,
        lon: input.lon,
        receivedAt: now.toISOString(),
        photoFileId: input.photoFileId,
        signatureFileId: input.signatureFileId,
        cacambaId: input.cacambaId,
      },
    });
    return { ...result, replayed: false };
  });
}
