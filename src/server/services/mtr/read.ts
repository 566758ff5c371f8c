import { and, eq, isNotNull, isNull } from "drizzle-orm";
import {
  MTR_STATUS_LABEL,
  MTR_SYSTEM_LABEL,
  type MtrStatus,
  RECEIPT_CHANGE_ANSWER_LABEL,
  type ReceiptChangeAnswer,
} from "@/domain/mtr";
import type { DbOrTx } from "@/server/db/client";
import { mtrCdfs, mtrs } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import type { MtrFacts } from "./facts";

type Row = typeof mtrs.$inferSelect;

/** Only a CDF the system issued counts for the parties (one waiting has no number nor PDF yet). */
const issuedCdf = eq(mtrCdfs.status, "issued");

/**
 * The receiver's altered receipt once the system has it (`alteraRecebimento`), and the generator's
 * answer: `answerable` while it waits for one (a newer alteration still owed to the system is not).
 */
function receiptChangeOf(row: Row, facts: MtrFacts) {
  if (!row.receiptChangeSyncedAt) return null;
  const owed =
    row.receiptChangeRequestedAt !== null && row.receiptChangeSyncedAt < row.receiptChangeRequestedAt;
  const answer = row.receiptChangeAnswer as ReceiptChangeAnswer | null;
  return {
    alteredAt: row.receiptChangeSyncedAt,
    shippedQuantityM3: facts.quantityM3,
    receivedQuantityM3: row.receivedQuantity,
    note: row.receiptNote,
    answerable: !owed && answer === null,
    answer,
    answerLabel: answer ? RECEIPT_CHANGE_ANSWER_LABEL[answer] : null,
    answeredAt: row.receiptChangeAnsweredAt,
    answerSynced: row.receiptChangeAnswerSyncedAt !== null,
  };
}

/** What every party sees of an MTR: never a credential. */
export function mtrView(row: Row) {
  const facts = row.facts as MtrFacts;
  return {
    id: row.id,
    ctrId: row.ctrId,
    system: row.system,
    systemLabel: MTR_SYSTEM_LABEL[row.system],
    status: row.status as MtrStatus,
    statusLabel: MTR_STATUS_LABEL[row.status as MtrStatus],
    number: row.number,
    ibamaCode: facts.ibamaCode,
    quantityM3: facts.quantityM3,
    hasPdf: row.pdfFileId !== null,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt,
    cancelRequested: row.cancelRequestedAt !== null,
    receiptSynced: row.receiptSyncedAt !== null,
    cdfId: row.cdfId,
    receiptChange: receiptChangeOf(row, facts),
  };
}
export type MtrView = ReturnType<typeof mtrView>;

/** The MTR of a CTR already authorized for the caller (the CTR's hauler is `haulerOrgId`). */
export async function mtrOfCtr(db: DbOrTx, haulerOrgId: string, ctrId: string) {
  const [row] = await db
    .select()
    .from(mtrs)
    .where(and(eq(mtrs.orgId, haulerOrgId), eq(mtrs.ctrId, ctrId)));
  if (!row) return null;
  const [cdf] = row.cdfId
    ? await db
        .select({ number: mtrCdfs.number, issuedAt: mtrCdfs.issuedAt })
        .from(mtrCdfs)
        .where(and(issuedCdf, eq(mtrCdfs.orgId, row.receiverOrgId), eq(mtrCdfs.id, row.cdfId)))
    : [];
  return {
    ...mtrView(row),
    cdf: cdf?.number && cdf.issuedAt ? { number: cdf.number, issuedAt: cdf.issuedAt } : null,
    row,
  };
}

/** The generator's MTRs whose receipt the receiver altered in the system and that wait for its answer. */
export async function pendingReceiptChanges(scope: OrgScope) {
  const rows = await scope.db
    .select()
    .from(mtrs)
    .where(
      and(
        eq(mtrs.generatorOrgId, scope.orgId),
        isNotNull(mtrs.receiptChangeSyncedAt),
        isNull(mtrs.receiptChangeAnswer),
      ),
    );
  return rows.flatMap((row) => {
    const view = mtrView(row);
    const change = view.receiptChange;
    if (!change?.answerable) return [];
    return [
      {
        id: row.id,
        ctrId: row.ctrId,
        ctrNumber: (row.facts as MtrFacts).ctrNumber,
        number: row.number,
        systemLabel: view.systemLabel,
        alteredAt: change.alteredAt,
        shippedQuantityM3: change.shippedQuantityM3,
        receivedQuantityM3: change.receivedQuantityM3,
      },
    ];
  });
}

/** The generator's MTRs and CDFs, by CTR: what its documents page lists next to each proof of destination. */
export async function generatorMtrDocuments(scope: OrgScope) {
  const rows = await scope.db
    .select({
      ctrId: mtrs.ctrId,
      number: mtrs.number,
      status: mtrs.status,
      pdf: mtrs.pdfFileId,
      cdfNumber: mtrCdfs.number,
    })
    .from(mtrs)
    .leftJoin(mtrCdfs, and(issuedCdf, eq(mtrCdfs.orgId, mtrs.receiverOrgId), eq(mtrCdfs.id, mtrs.cdfId)))
    .where(eq(mtrs.generatorOrgId, scope.orgId));
  return rows.map((r) => ({
    ctrId: r.ctrId,
    number: r.number,
    statusLabel: MTR_STATUS_LABEL[r.status as MtrStatus],
    hasPdf: r.pdf !== null,
    cdfNumber: r.cdfNumber,
  }));
}
