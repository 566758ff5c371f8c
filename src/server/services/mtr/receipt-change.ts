import { and, eq, isNull } from "drizzle-orm";
import { RECEIPT_CHANGE_ANSWER_LABEL, type ReceiptChangeAnswer } from "@/domain/mtr";
import { formatDate } from "@/lib/format";
import { mtrs } from "@/server/db/schema";
import { conflict, forbidden, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { hasConsent } from "./consent";
import type { MtrDeps } from "./deps";
import type { MtrFacts } from "./facts";
import { mtrView } from "./read";
import { processMtr } from "./worker";

type Row = typeof mtrs.$inferSelect;

/** The MTR as the caller may answer for it: the generator's own, or the hauler's with the generator's consent. */
async function answerableMtr(scope: OrgScope, id: string): Promise<Row> {
  const asGenerator = scope.role === "client";
  const [row] = await scope.db
    .select()
    .from(mtrs)
    .where(and(eq(mtrs.id, id), eq(asGenerator ? mtrs.generatorOrgId : mtrs.orgId, scope.orgId)));
  if (!row) throw notFound("MTR");
  if (!asGenerator && !(await hasConsent(scope.db, row.generatorOrgId, row.orgId)))
    throw forbidden(
      `${(row.facts as MtrFacts).generator.name} não autoriza esta empresa a falar por ela no sistema de MTR: só o gerador responde.`,
    );
  return row;
}

const answered = (row: Row) =>
  `A alteração do recebimento deste MTR já foi ${RECEIPT_CHANGE_ANSWER_LABEL[row.receiptChangeAnswer as ReceiptChangeAnswer]} em ${formatDate(row.receiptChangeAnsweredAt as Date)}.`;

/**
 * The generator (or its hauler, with its consent) accepts or refuses the receipt the receiver altered
 * in the system (`aceiteAlteracaoRecebimento`). Recorded here at once, audited, and sent through the
 * MTR's queue; the same answer again changes nothing, another one is refused.
 */
export async function answerReceiptChange(
  scope: OrgScope,
  input: { id: string; accept: boolean },
  deps: MtrDeps,
  now: Date = new Date(),
) {
  const row = await answerableMtr(scope, input.id);
  const answer: ReceiptChangeAnswer = input.accept ? "accepted" : "refused";
  if (row.receiptChangeAnswer === answer) return mtrView(row);
  if (row.receiptChangeAnswer !== null) throw conflict(answered(row));
  const owed =
    row.receiptChangeRequestedAt !== null &&
    (row.receiptChangeSyncedAt === null || row.receiptChangeSyncedAt < row.receiptChangeRequestedAt);
  if (row.receiptChangeSyncedAt === null || owed || row.number === null)
    throw conflict("Não há alteração de recebimento deste MTR no sistema a responder.");
  const saved = await scope.db.transaction(async (tx) => {
    const [done] = await tx
      .update(mtrs)
      .set({
        receiptChangeAnswer: answer,
        receiptChangeAnsweredAt: now,
        receiptChangeAnsweredBy: scope.userId,
        receiptChangeAnswerSyncedAt: null,
        nextAttemptAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(mtrs.orgId, row.orgId),
          eq(mtrs.id, row.id),
          isNull(mtrs.receiptChangeAnswer),
          eq(mtrs.receiptChangeSyncedAt, row.receiptChangeSyncedAt as Date),
        ),
      )
      .returning({ id: mtrs.id });
    if (!done) return false;
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "mtr.receipt_change_answered",
      entity: "mtr",
      entityId: row.id,
      after: {
        ctrNumber: (row.facts as MtrFacts).ctrNumber,
        number: row.number,
        answer: RECEIPT_CHANGE_ANSWER_LABEL[answer],
        receivedQuantityM3: row.receivedQuantity,
      },
    });
    return true;
  });
  if (!saved) {
    // Answered meanwhile (another tab, the hauler): the same answer is this one.
    const again = await answerableMtr(scope, input.id);
    if (again.receiptChangeAnswer === answer) return mtrView(again);
    throw conflict(again.receiptChangeAnswer ? answered(again) : "A alteração mudou: abra o MTR de novo.");
  }
  await processMtr(scope.db, deps, row.orgId, row.id, now);
  return mtrView(await answerableMtr(scope, input.id));
}
