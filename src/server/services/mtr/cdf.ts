import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { MTR_CDF_STATUS_LABEL, MTR_SYSTEM_LABEL, type MtrSystem } from "@/domain/mtr";
import { formatIsoDate } from "@/lib/format";
import type { DbOrTx } from "@/server/db/client";
import { mtrCdfs, mtrs } from "@/server/db/schema";
import { DomainError } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { periodBounds, receiverZone } from "./cdf-period";
import { processCdf } from "./cdf-worker";
import type { MtrDeps } from "./deps";

/** The period's MTRs received in the systems and not yet in a CDF (issued or waiting), for the receiver. */
function eligible(db: DbOrTx, receiverOrgId: string, start: Date, end: Date) {
  return db
    .select()
    .from(mtrs)
    .where(
      and(
        eq(mtrs.receiverOrgId, receiverOrgId),
        eq(mtrs.status, "received"),
        isNull(mtrs.cdfId),
        gte(mtrs.receiptRequestedAt, start),
        lte(mtrs.receiptRequestedAt, end),
      ),
    );
}

/** How many MTRs a CDF for this period would certify, by system. */
export async function cdfPreview(scope: OrgScope, period: { from: string; to: string }) {
  const { timeZone } = await receiverZone(scope.db, scope.orgId);
  const { start, end } = periodBounds(period.from, period.to, timeZone);
  const rows = await eligible(scope.db, scope.orgId, start, end);
  const counts = new Map<MtrSystem, number>();
  for (const r of rows) counts.set(r.system, (counts.get(r.system) ?? 0) + 1);
  return [...counts].map(([system, count]) => ({ system, label: MTR_SYSTEM_LABEL[system], count }));
}

/** Writes the CDF asked for one system and takes its MTRs (those no other request took first). */
async function queueCdf(
  scope: OrgScope,
  system: MtrSystem,
  period: { from: string; to: string },
  mtrIds: string[],
  now: Date,
): Promise<{ id: string; count: number } | null> {
  const id = randomUUID();
  return scope.db.transaction(async (tx) => {
    await tx.insert(mtrCdfs).values({
      orgId: scope.orgId,
      id,
      system,
      status: "queued",
      periodFrom: period.from,
      periodTo: period.to,
      mtrCount: mtrIds.length,
      issuedBy: scope.userId,
      requestedAt: now,
      nextAttemptAt: now,
    });
    const taken = await tx
      .update(mtrs)
      .set({ cdfId: id, updatedAt: now })
      .where(and(eq(mtrs.receiverOrgId, scope.orgId), inArray(mtrs.id, mtrIds), isNull(mtrs.cdfId)))
      .returning({ id: mtrs.id });
    if (taken.length === 0) {
      await tx.delete(mtrCdfs).where(and(eq(mtrCdfs.orgId, scope.orgId), eq(mtrCdfs.id, id)));
      return null;
    }
    if (taken.length !== mtrIds.length)
      await tx
        .update(mtrCdfs)
        .set({ mtrCount: taken.length })
        .where(and(eq(mtrCdfs.orgId, scope.orgId), eq(mtrCdfs.id, id)));
    return { id, count: taken.length };
  });
}

/**
 * The receiver certifies a period's received MTRs in one action: one CDF per system (`emiteCDF`), its
 * PDF kept, each MTR linked, the generators notified (the PDF appears next to their proof of
 * destination). Each CDF is written first and then sent: a system that is down leaves it "aguardando
 * o sistema" for the worker (1, 2, 4 … minutes apart); a refusal says why and frees its MTRs.
 */
export async function issueCdfs(
  scope: OrgScope,
  period: { from: string; to: string },
  deps: MtrDeps,
  now = new Date(),
) {
  const receiver = await receiverZone(scope.db, scope.orgId);
  const { start, end } = periodBounds(period.from, period.to, receiver.timeZone);
  const rows = await eligible(scope.db, scope.orgId, start, end);
  if (rows.length === 0)
    throw new DomainError(
      "PRECONDITION_FAILED",
      `Nenhum MTR recebido e ainda sem CDF entre ${formatIsoDate(period.from)} e ${formatIsoDate(period.to)}: confirme as cargas no recebimento primeiro.`,
    );
  const bySystem = new Map<MtrSystem, string[]>();
  for (const r of rows) bySystem.set(r.system, [...(bySystem.get(r.system) ?? []), r.id]);
  const results: {
    system: MtrSystem;
    label: string;
    status: "issued" | "queued";
    number: string | null;
    count: number;
    message: string | null;
  }[] = [];
  for (const [system, ids] of bySystem) {
    const queued = await queueCdf(scope, system, period, ids, now);
    if (!queued) continue;
    await processCdf(scope.db, deps, scope.orgId, queued.id, now);
    const [after] = await scope.db
      .select()
      .from(mtrCdfs)
      .where(and(eq(mtrCdfs.orgId, scope.orgId), eq(mtrCdfs.id, queued.id)));
    if (after?.status === "failed")
      throw new DomainError(
        "PRECONDITION_FAILED",
        `${after.lastError ?? ""} Nenhum CDF foi emitido para o ${MTR_SYSTEM_LABEL[system]}; os MTRs continuam disponíveis.`,
      );
    results.push({
      system,
      label: MTR_SYSTEM_LABEL[system],
      status: after?.status === "issued" ? "issued" : "queued",
      number: after?.number ?? null,
      count: queued.count,
      message: after?.status === "issued" ? null : (after?.lastError ?? null),
    });
  }
  return results;
}

/** The receiver's CDFs, newest first: issued, waiting for the system, or refused with why. */
export async function listCdfs(scope: OrgScope) {
  const rows = await scope.db
    .select({
      id: mtrCdfs.id,
      system: mtrCdfs.system,
      status: mtrCdfs.status,
      number: mtrCdfs.number,
      periodFrom: mtrCdfs.periodFrom,
      periodTo: mtrCdfs.periodTo,
      mtrCount: mtrCdfs.mtrCount,
      requestedAt: mtrCdfs.requestedAt,
      issuedAt: mtrCdfs.issuedAt,
      nextAttemptAt: mtrCdfs.nextAttemptAt,
      lastError: mtrCdfs.lastError,
    })
    .from(mtrCdfs)
    .where(eq(mtrCdfs.orgId, scope.orgId))
    .orderBy(desc(mtrCdfs.requestedAt));
  return rows.map((r) => ({ ...r, statusLabel: MTR_CDF_STATUS_LABEL[r.status] }));
}
