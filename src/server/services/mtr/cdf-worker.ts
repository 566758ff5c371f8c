import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { MTR_SYSTEM_LABEL, mtrBackoffMinutes } from "@/domain/mtr";
import { plural } from "@/domain/plural";
import { formatIsoDate } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import type { Db, Tx } from "@/server/db/client";
import { mtrCdfs, mtrs, users } from "@/server/db/schema";
import { DomainError } from "@/server/errors";
import { MtrCallError } from "@/server/mtr/errors";
import { writeAudit } from "@/server/services/audit/write";
import { notify } from "@/server/services/notifications/notify";
import { memberIds } from "@/server/services/notifications/recipients";
import { renderTemplate } from "@/server/services/notifications/templates";
import { periodBounds, receiverZone } from "./cdf-period";
import { loginOf } from "./credentials";
import { clientFor, type MtrDeps } from "./deps";
import { storeSystemPdf } from "./stored-pdf";
import { MTR_LEASE_MS, MTR_MAX_ATTEMPTS } from "./worker";

type CdfRow = typeof mtrCdfs.$inferSelect;

/** Claims one queued CDF whose try is due and whose lease is free: two processes never send one twice. */
async function claim(db: Db, orgId: string, id: string, now: Date): Promise<CdfRow | null> {
  const [row] = await db
    .update(mtrCdfs)
    .set({ leaseUntil: new Date(now.getTime() + MTR_LEASE_MS), attempts: sql`${mtrCdfs.attempts} + 1` })
    .where(
      and(
        eq(mtrCdfs.orgId, orgId),
        eq(mtrCdfs.id, id),
        eq(mtrCdfs.status, "queued"),
        lte(mtrCdfs.nextAttemptAt, now),
        or(isNull(mtrCdfs.leaseUntil), lt(mtrCdfs.leaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The CDF as long as this process holds it (the attempt it claimed). */
const held = (row: CdfRow) =>
  and(eq(mtrCdfs.orgId, row.orgId), eq(mtrCdfs.id, row.id), eq(mtrCdfs.attempts, row.attempts));

async function notifyGenerators(
  tx: Tx,
  row: CdfRow,
  number: string,
  receiver: { name: string; timeZone: string },
  now: Date,
) {
  const list = await tx
    .select({ generatorOrgId: mtrs.generatorOrgId })
    .from(mtrs)
    .where(and(eq(mtrs.receiverOrgId, row.orgId), eq(mtrs.cdfId, row.id)));
  const perGenerator = new Map<string, number>();
  for (const r of list) perGenerator.set(r.generatorOrgId, (perGenerator.get(r.generatorOrgId) ?? 0) + 1);
  for (const [generatorOrgId, count] of perGenerator) {
    const rendered = renderTemplate("cdf_issued", [
      number,
      MTR_SYSTEM_LABEL[row.system],
      receiver.name,
      plural(count, "MTR", "MTRs"),
      `${formatIsoDate(row.periodFrom)} a ${formatIsoDate(row.periodTo)}`,
      appUrl("/documentos"),
    ]);
    await notify(tx, {
      event: "cdf_issued",
      subject: `${row.id}:${generatorOrgId}`,
      userIds: await memberIds(tx, generatorOrgId),
      orgId: row.orgId,
      timeZone: receiver.timeZone,
      now,
      render: () => rendered,
    });
  }
}

/** The system refused: the CDF says why, and its MTRs are free for the next CDF. */
async function refuse(db: Db, row: CdfRow, message: string) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(mtrCdfs)
      .set({ status: "failed", lastError: message, nextAttemptAt: null, leaseUntil: null })
      .where(held(row))
      .returning({ id: mtrCdfs.id });
    if (done.length === 0) return;
    await tx
      .update(mtrs)
      .set({ cdfId: null, updatedAt: new Date() })
      .where(and(eq(mtrs.receiverOrgId, row.orgId), eq(mtrs.cdfId, row.id)));
    await writeAudit(tx, {
      orgId: row.orgId,
      actorUserId: null,
      action: "mtr.cdf_failed",
      entity: "mtr_cdf",
      entityId: row.id,
      after: { system: row.system, message },
    });
  });
}

/** An outage or a timeout: tried again 1, 2, 4 … minutes later, "aguardando o sistema" meanwhile. */
async function postpone(db: Db, row: CdfRow, e: MtrCallError, now: Date) {
  if (row.attempts >= MTR_MAX_ATTEMPTS) {
    await refuse(db, row, `${e.message} Tentativas esgotadas: emita o CDF do período de novo.`);
    return;
  }
  await db.transaction(async (tx) => {
    const done = await tx
      .update(mtrCdfs)
      .set({
        lastError: e.message,
        nextAttemptAt: new Date(now.getTime() + mtrBackoffMinutes(row.attempts) * 60_000),
        leaseUntil: null,
      })
      .where(held(row))
      .returning({ id: mtrCdfs.id });
    if (done.length > 0 && row.attempts === 1)
      await writeAudit(tx, {
        orgId: row.orgId,
        actorUserId: null,
        action: "mtr.cdf_queued",
        entity: "mtr_cdf",
        entityId: row.id,
        after: { system: row.system, message: e.message },
      });
  });
}

/**
 * Sends one queued CDF (`emiteCDF`, then `downloadCertificado`): the number is kept as soon as the
 * system gives it, so a PDF that fails to come is fetched later without asking a second CDF; once
 * the PDF is kept the CDF is issued, audited, and the generators are notified.
 */
export async function processCdf(db: Db, deps: MtrDeps, orgId: string, id: string, now: Date = new Date()) {
  const row = await claim(db, orgId, id, now);
  if (!row) return;
  const receiver = await receiverZone(db, orgId);
  const client = clientFor(db, deps, orgId, null, id);
  let number = row.number;
  try {
    const login = await loginOf(db, orgId, row.system, receiver.name);
    if (!number) {
      const list = await db
        .select({ number: mtrs.number })
        .from(mtrs)
        .where(and(eq(mtrs.receiverOrgId, orgId), eq(mtrs.cdfId, id)));
      const { start, end } = periodBounds(row.periodFrom, row.periodTo, receiver.timeZone);
      const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.issuedBy));
      ({ number } = await client.issueCdf(login, {
        receiver: { taxId: login.companyTaxId, unitCode: login.unitCode },
        from: start,
        to: end,
        responsibleName: user?.name ?? receiver.name,
        numbers: list.map((r) => r.number as string),
        notes: `CDF emitido pela Caçamba Certa (${list.length} MTR)`,
      }));
      await db.update(mtrCdfs).set({ number }).where(held(row));
    }
    const pdf = await client.downloadCdf(login, number);
    const fileId = await storeSystemPdf(db, deps, {
      orgId,
      uploadedBy: row.issuedBy,
      purpose: "cdf_pdf",
      name: `CDF-${number}.pdf`,
      bytes: pdf,
    });
    const issued = number;
    await db.transaction(async (tx) => {
      const done = await tx
        .update(mtrCdfs)
        .set({
          status: "issued",
          number: issued,
          fileId,
          issuedAt: now,
          lastError: null,
          nextAttemptAt: null,
          leaseUntil: null,
        })
        .where(held(row))
        .returning({ id: mtrCdfs.id });
      if (done.length === 0) return;
      const numbers = await tx
        .select({ number: mtrs.number })
        .from(mtrs)
        .where(and(eq(mtrs.receiverOrgId, orgId), eq(mtrs.cdfId, id)));
      await writeAudit(tx, {
        orgId,
        actorUserId: row.issuedBy,
        action: "mtr.cdf_issued",
        entity: "mtr_cdf",
        entityId: id,
        after: {
          system: row.system,
          number: issued,
          mtrs: numbers.map((r) => r.number),
          from: row.periodFrom,
          to: row.periodTo,
          ...(row.attempts > 1 ? { afterOutage: true } : {}),
        },
      });
      await notifyGenerators(tx, row, issued, receiver, now);
    });
  } catch (e) {
    if (e instanceof MtrCallError && (e.kind === "unavailable" || e.kind === "timeout")) {
      await postpone(db, row, e, now);
      return;
    }
    if (!(e instanceof MtrCallError) && !(e instanceof DomainError))
      console.error("Falha inesperada ao emitir CDF:", e);
    await refuse(
      db,
      row,
      e instanceof MtrCallError || e instanceof DomainError
        ? e.message
        : "Erro inesperado ao falar com o sistema de MTR.",
    );
  }
}

/** The worker's round: every CDF due (each claimed, so processes share the queue). */
export async function runDueCdfs(db: Db, deps: MtrDeps, now: Date, limit = 20): Promise<number> {
  const due = await db
    .select({ orgId: mtrCdfs.orgId, id: mtrCdfs.id })
    .from(mtrCdfs)
    .where(
      and(
        eq(mtrCdfs.status, "queued"),
        lte(mtrCdfs.nextAttemptAt, now),
        or(isNull(mtrCdfs.leaseUntil), lt(mtrCdfs.leaseUntil, now)),
      ),
    )
    .orderBy(mtrCdfs.nextAttemptAt)
    .limit(limit);
  for (const c of due) await processCdf(db, deps, c.orgId, c.id, now);
  return due.length;
}
