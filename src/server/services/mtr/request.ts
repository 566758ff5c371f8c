import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import type { WasteClass } from "@/domain/ctr";
import { mtrRequestable, wasteCodeFor } from "@/domain/mtr";
import { formatDecimal } from "@/lib/format";
import { ctrs, jobs, mtrs, users } from "@/server/db/schema";
import { conflict, DomainError, forbidden, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { driverIdsOf } from "@/server/services/dispatch/job-views";
import { hasConsent } from "./consent";
import { missingCredentials, unitOf } from "./credentials";
import type { MtrDeps } from "./deps";
import type { MtrFacts } from "./facts";
import { mtrView } from "./read";
import { systemForUf } from "./state-systems";
import { haulerWasteRules } from "./waste-codes";
import { processMtr } from "./worker";

/** A driver asks the MTR only of a load he carries: the CTR of one of his own jobs. */
async function assertDriversLoad(scope: OrgScope, jobId: string | null) {
  const mine = await driverIdsOf(scope);
  const [job] = jobId
    ? await scope.db
        .select({ driverId: jobs.driverId })
        .from(jobs)
        .where(and(eq(jobs.orgId, scope.orgId), eq(jobs.id, jobId)))
    : [];
  if (!job?.driverId || !mine.includes(job.driverId))
    throw forbidden("Só o motorista do serviço deste CTR pode emitir o MTR pelo celular; peça ao despacho.");
}

/**
 * "Emitir MTR" for a CTR: everything known is taken from the CTR (parties and their units in the
 * system of the origin's state, driver, plate, the IBAMA code from the hauler's table, the volume),
 * written once per CTR — the unique index keeps a second click or a second process from asking
 * again — and sent at once; an outage leaves it queued ("aguardando o sistema") for the worker.
 */
export async function requestMtr(scope: OrgScope, ctrId: string, deps: MtrDeps, now: Date = new Date()) {
  const [ctr] = await scope.db
    .select()
    .from(ctrs)
    .where(and(eq(ctrs.orgId, scope.orgId), eq(ctrs.id, ctrId)));
  if (!ctr) throw notFound("CTR");
  if (scope.role === "driver") await assertDriversLoad(scope, ctr.jobId);
  const [existing] = await scope.db
    .select()
    .from(mtrs)
    .where(and(eq(mtrs.orgId, scope.orgId), eq(mtrs.ctrId, ctrId)));
  if (existing) return mtrView(existing);
  const timing = mtrRequestable(ctr.status);
  if (!timing.ok) throw conflict(timing.reason);
  if (!ctr.generatorOrgId)
    throw new DomainError(
      "PRECONDITION_FAILED",
      "O gerador deste CTR não tem conta na plataforma: ele mesmo deve emitir o MTR no sistema (Portaria MMA 280/2020).",
    );
  const municipality = resolveMunicipality(ctr.originMunicipalityId);
  if (!municipality) throw notFound("Município da obra");
  const system = await systemForUf(scope.db, municipality.uf);
  if (!(await hasConsent(scope.db, ctr.generatorOrgId, scope.orgId)))
    throw new DomainError(
      "PRECONDITION_FAILED",
      `${ctr.generatorName} ainda não autorizou esta empresa a emitir seus MTRs: peça que autorize em MTR e CDF (conta do cliente). A lei põe o MTR a cargo do gerador (Portaria MMA 280/2020).`,
    );
  const [generatorUnit, haulerUnit, receiverUnit] = await Promise.all([
    unitOf(scope.db, ctr.generatorOrgId, system),
    unitOf(scope.db, scope.orgId, system),
    unitOf(scope.db, ctr.receiverOrgId, system),
  ]);
  if (!generatorUnit) throw missingCredentials(system, ctr.generatorName);
  if (!haulerUnit) throw missingCredentials(system, `${ctr.haulerName} (transportador)`);
  if (!receiverUnit) throw missingCredentials(system, `${ctr.receiverName} (destinador)`);
  const rule = wasteCodeFor(
    ctr.wasteClass as WasteClass,
    ctr.material,
    await haulerWasteRules(scope.db, scope.orgId),
  );
  const [user] = await scope.db.select({ name: users.name }).from(users).where(eq(users.id, scope.userId));
  const facts: MtrFacts = {
    ctrNumber: ctr.number,
    generator: { ...generatorUnit, name: ctr.generatorName },
    transporter: { ...haulerUnit, name: ctr.haulerName },
    receiver: { ...receiverUnit, name: ctr.receiverName, kind: ctr.receiverKind },
    responsibleName: user?.name ?? ctr.haulerName,
    driverName: ctr.driverName,
    plate: ctr.truckPlate,
    shippedAt: (ctr.departedAt ?? now).toISOString(),
    ibamaCode: rule.ibamaCode,
    nbrClass: rule.nbrClass,
    material: ctr.material,
    quantityM3: ctr.volumeM3,
  };
  const id = randomUUID();
  const inserted = await scope.db.transaction(async (tx) => {
    const rows = await tx
      .insert(mtrs)
      .values({
        orgId: scope.orgId,
        id,
        ctrId,
        system,
        generatorOrgId: ctr.generatorOrgId as string,
        receiverOrgId: ctr.receiverOrgId,
        ourCode: `CC-${ctr.number.replace("/", "-")}-${ctr.id.slice(0, 8)}`,
        facts,
        nextAttemptAt: now,
        requestedBy: scope.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (rows[0])
      await writeAudit(tx, {
        orgId: scope.orgId,
        actorUserId: scope.userId,
        action: "mtr.requested",
        entity: "mtr",
        entityId: id,
        after: {
          ctrNumber: ctr.number,
          system,
          ibamaCode: rule.ibamaCode,
          quantity: `${formatDecimal(ctr.volumeM3)} m³`,
          generatorOrgId: ctr.generatorOrgId,
        },
      });
    return rows[0] ?? null;
  });
  if (inserted) await processMtr(scope.db, deps, scope.orgId, inserted.id, now);
  const [row] = await scope.db
    .select()
    .from(mtrs)
    .where(and(eq(mtrs.orgId, scope.orgId), eq(mtrs.ctrId, ctrId)));
  if (!row) throw notFound("MTR");
  return mtrView(row);
}

/** The hauler asks again for one that was refused (after fixing what the message said), or now for one waiting. */
export async function retryMtr(scope: OrgScope, id: string, deps: MtrDeps, now: Date = new Date()) {
  const [row] = await scope.db
    .update(mtrs)
    .set({ status: "queued", nextAttemptAt: now, attempts: 0, lastError: null, updatedAt: now })
    .where(and(eq(mtrs.orgId, scope.orgId), eq(mtrs.id, id), eq(mtrs.status, "failed")))
    .returning({ id: mtrs.id });
  if (row)
    await writeAudit(scope.db, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "mtr.retried",
      entity: "mtr",
      entityId: id,
    });
  else {
    const [any] = await scope.db
      .select({ status: mtrs.status })
      .from(mtrs)
      .where(and(eq(mtrs.orgId, scope.orgId), eq(mtrs.id, id)));
    if (!any) throw notFound("MTR");
    if (any.status !== "queued")
      throw conflict(
        `Este MTR está ${any.status === "cancelled" ? "cancelado" : "em dia com o sistema"}: nada a reenviar.`,
      );
    await scope.db
      .update(mtrs)
      .set({ nextAttemptAt: now })
      .where(and(eq(mtrs.orgId, scope.orgId), eq(mtrs.id, id)));
  }
  await processMtr(scope.db, deps, scope.orgId, id, now);
  const [after] = await scope.db
    .select()
    .from(mtrs)
    .where(and(eq(mtrs.orgId, scope.orgId), eq(mtrs.id, id)));
  if (!after) throw notFound("MTR");
  return mtrView(after);
}
