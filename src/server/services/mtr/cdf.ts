import { and, desc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import { MTR_SYSTEM_LABEL, type MtrSystem } from "@/domain/mtr";
import { endOfLocalDay, instantFromLocal } from "@/domain/time/zoned";
import { formatIsoDate } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import type { DbOrTx } from "@/server/db/client";
import { mtrCdfs, mtrs, orgs, users } from "@/server/db/schema";
import { DomainError, invalidField } from "@/server/errors";
import { MtrCallError } from "@/server/mtr/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { notify } from "@/server/services/notifications/notify";
import { memberIds } from "@/server/services/notifications/recipients";
import { renderTemplate } from "@/server/services/notifications/templates";
import { loginOf } from "./credentials";
import { clientFor, type MtrDeps } from "./deps";
import { storeSystemPdf } from "./stored-pdf";

async function receiverZone(db: DbOrTx, orgId: string) {
  const [org] = await db
    .select({ m: orgs.municipalityId, name: orgs.legalName })
    .from(orgs)
    .where(eq(orgs.id, orgId));
  return {
    timeZone: resolveMunicipality(org?.m ?? "")?.timeZone ?? "America/Sao_Paulo",
    name: org?.name ?? "",
  };
}

function bounds(from: string, to: string, timeZone: string) {
  if (from > to) throw invalidField("to", "O fim do período deve ser depois do início.");
  const [y, m, d] = from.split("-").map(Number);
  const start = instantFromLocal(
    { year: y ?? 1970, month: m ?? 1, day: d ?? 1, hour: 0, minute: 0, second: 0, millisecond: 0 },
    timeZone,
  );
  return { start: new Date(start), end: new Date(endOfLocalDay(to, timeZone)) };
}

/** The period's MTRs received in the systems and not yet certified, for the receiver. */
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
  const { start, end } = bounds(period.from, period.to, timeZone);
  const rows = await eligible(scope.db, scope.orgId, start, end);
  const counts = new Map<MtrSystem, number>();
  for (const r of rows) counts.set(r.system, (counts.get(r.system) ?? 0) + 1);
  return [...counts].map(([system, count]) => ({ system, label: MTR_SYSTEM_LABEL[system], count }));
}

/**
 * The receiver certifies a period's received MTRs in one action: one CDF per system (`emiteCDF`), its
 * PDF kept, each MTR linked, the generators notified (the PDF appears next to their proof of
 * destination). A system that is down or refuses makes nothing change for its MTRs; the message says
 * why, and the action can be repeated.
 */
export async function issueCdfs(
  scope: OrgScope,
  period: { from: string; to: string },
  deps: MtrDeps,
  now = new Date(),
) {
  const receiver = await receiverZone(scope.db, scope.orgId);
  const { start, end } = bounds(period.from, period.to, receiver.timeZone);
  const rows = await eligible(scope.db, scope.orgId, start, end);
  if (rows.length === 0)
    throw new DomainError(
      "PRECONDITION_FAILED",
      `Nenhum MTR recebido e ainda sem CDF entre ${formatIsoDate(period.from)} e ${formatIsoDate(period.to)}: confirme as cargas no recebimento primeiro.`,
    );
  const [user] = await scope.db.select({ name: users.name }).from(users).where(eq(users.id, scope.userId));
  const bySystem = new Map<MtrSystem, typeof rows>();
  for (const r of rows) bySystem.set(r.system, [...(bySystem.get(r.system) ?? []), r]);
  const issued: { system: MtrSystem; number: string; count: number }[] = [];
  for (const [system, list] of bySystem) {
    const login = await loginOf(scope.db, scope.orgId, system, receiver.name);
    const client = clientFor(scope.db, deps, scope.orgId);
    let number: string;
    let pdf: Buffer;
    try {
      ({ number } = await client.issueCdf(login, {
        receiver: { taxId: login.companyTaxId, unitCode: login.unitCode },
        from: start,
        to: end,
        responsibleName: user?.name ?? receiver.name,
        numbers: list.map((r) => r.number as string),
        notes: `CDF emitido pela Caçamba Certa (${list.length} MTR)`,
      }));
      pdf = await client.downloadCdf(login, number);
    } catch (e) {
      if (e instanceof MtrCallError)
        throw new DomainError(
          "PRECONDITION_FAILED",
          `${e.message} Nenhum CDF foi registrado para o ${MTR_SYSTEM_LABEL[system]}.`,
        );
      throw e;
    }
    const fileId = await storeSystemPdf(scope.db, deps, {
      orgId: scope.orgId,
      uploadedBy: scope.userId,
      purpose: "cdf_pdf",
      name: `CDF-${number}.pdf`,
      bytes: pdf,
    });
    await scope.db.transaction(async (tx) => {
      const [cdf] = await tx
        .insert(mtrCdfs)
        .values({
          orgId: scope.orgId,
          system,
          number,
          periodFrom: period.from,
          periodTo: period.to,
          mtrCount: list.length,
          fileId,
          issuedBy: scope.userId,
          issuedAt: now,
        })
        .returning({ id: mtrCdfs.id });
      if (!cdf) throw new Error("CDF não registrado");
      await tx
        .update(mtrs)
        .set({ cdfId: cdf.id, updatedAt: now })
        .where(
          inArray(
            mtrs.id,
            list.map((r) => r.id),
          ),
        );
      await writeAudit(tx, {
        orgId: scope.orgId,
        actorUserId: scope.userId,
        action: "mtr.cdf_issued",
        entity: "mtr_cdf",
        entityId: cdf.id,
        after: { system, number, mtrs: list.map((r) => r.number), from: period.from, to: period.to },
      });
      const perGenerator = new Map<string, number>();
      for (const r of list) perGenerator.set(r.generatorOrgId, (perGenerator.get(r.generatorOrgId) ?? 0) + 1);
      for (const [generatorOrgId, count] of perGenerator) {
        const rendered = renderTemplate("cdf_issued", [
          number,
          MTR_SYSTEM_LABEL[system],
          receiver.name,
          String(count),
          `${formatIsoDate(period.from)} a ${formatIsoDate(period.to)}`,
          appUrl("/documentos"),
        ]);
        await notify(tx, {
          event: "cdf_issued",
          subject: `${cdf.id}:${generatorOrgId}`,
          userIds: await memberIds(tx, generatorOrgId),
          orgId: scope.orgId,
          timeZone: receiver.timeZone,
          now,
          render: () => rendered,
        });
      }
    });
    issued.push({ system, number, count: list.length });
  }
  return issued;
}

/** The receiver's CDFs, newest first. */
export function listCdfs(scope: OrgScope) {
  return scope.db
    .select({
      id: mtrCdfs.id,
      system: mtrCdfs.system,
      number: mtrCdfs.number,
      periodFrom: mtrCdfs.periodFrom,
      periodTo: mtrCdfs.periodTo,
      mtrCount: mtrCdfs.mtrCount,
      issuedAt: mtrCdfs.issuedAt,
    })
    .from(mtrCdfs)
    .where(eq(mtrCdfs.orgId, scope.orgId))
    .orderBy(desc(mtrCdfs.issuedAt));
}
