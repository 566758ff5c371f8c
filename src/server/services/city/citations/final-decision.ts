import { and, eq } from "drizzle-orm";
import type { FineResult } from "@/domain";
import { formatDate } from "@/lib/format";
import { citations } from "@/server/db/schema";
import { DomainError, invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { CityScope } from "../scope";
import { datedDeadlines, paymentDeadline, startOf } from "./deadlines";

export interface FinalDecisionInput {
  id: string;
  /** "none": no appeal within its term, the first decision became final; "judged": the appeal was decided. */
  appeal: "none" | "judged";
  decision: string;
  /** When the offender was notified of the final decision: the payment term counts from it (CM art. 107). */
  noticedAt: Date;
}

type Stored = { kind: string; from: string; article: string; dueAt: string | null };

/**
 * Records the final decision where the law counts the payment from its notice (CM art. 107, with the
 * appeal's suspensive effect of art. 102): the payment deadline gets its date, the other deadlines keep
 * theirs. Refused, changing nothing, for a law with no such stage, before the first decision, twice, with
 * a notice in the future or before the decision, and, without an appeal, before the appeal term ended.
 */
export async function recordFinalDecision(city: CityScope, input: FinalDecisionInput, now = new Date()) {
  if (input.noticedAt.getTime() > now.getTime())
    throw invalidField("noticedAt", "A notificação da decisão definitiva não pode ser no futuro.");
  return city.db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(citations)
      .where(and(eq(citations.orgId, city.orgId), eq(citations.id, input.id)))
      .for("update");
    if (!c) throw notFound("Auto de infração");
    const stored = c.deadlines as unknown as Stored[];
    const payment = paymentDeadline(stored);
    if (!payment || startOf(payment) !== "finalNotice")
      throw new DomainError(
        "CONFLICT",
        "A lei deste auto não tem a etapa de decisão definitiva: o pagamento conta como mostram os prazos.",
      );
    if (c.status !== "upheld" || !c.decidedAt)
      throw new DomainError(
        "CONFLICT",
        "Só um auto mantido em primeira instância recebe a decisão definitiva.",
      );
    if (c.finalNoticedAt)
      throw new DomainError("CONFLICT", "A decisão definitiva deste auto já foi registrada.");
    if (input.noticedAt.getTime() < c.decidedAt.getTime())
      throw invalidField(
        "noticedAt",
        `A decisão definitiva vem depois da decisão de primeira instância, de ${formatDate(c.decidedAt, city.municipality.timeZone)}.`,
      );
    const appeal = stored.find((d) => d.kind === "appeal" && startOf(d) === "decision");
    if (input.appeal === "none" && appeal?.dueAt && input.noticedAt.getTime() <= Date.parse(appeal.dueAt))
      throw invalidField(
        "noticedAt",
        `O prazo de recurso (${appeal.article}) corre até ${formatDate(new Date(appeal.dueAt), city.municipality.timeZone)}: sem recurso, a decisão só se torna definitiva depois dele.`,
      );
    const deadlines = datedDeadlines(
      c.fine as unknown as FineResult,
      {
        noticedAt: c.noticeChannel === "whatsapp" && !c.noticeReadAt ? null : c.noticedAt,
        decidedAt: c.decidedAt,
        finalNoticedAt: input.noticedAt,
      },
      city.municipality.timeZone,
      city.municipality.uf,
    );
    const due = paymentDeadline(deadlines)?.dueAt;
    const [row] = await tx
      .update(citations)
      .set({
        finalDecision: input.decision.trim(),
        finalNoticedAt: input.noticedAt,
        deadlines,
        paymentDueAt: due ? new Date(due) : null,
        updatedAt: now,
      })
      .where(and(eq(citations.orgId, city.orgId), eq(citations.id, c.id)))
      .returning();
    if (!row) throw new Error("update returned nothing");
    const after = {
      finalNoticedAt: row.finalNoticedAt,
      paymentDueAt: row.paymentDueAt,
      appeal: input.appeal,
    };
    for (const orgId of [city.orgId, c.offenderOrgId])
      await writeAudit(tx, {
        orgId,
        actorUserId: city.userId,
        action: "citation.final_decision",
        entity: "citation",
        entityId: c.id,
        before: { finalNoticedAt: null, paymentDueAt: c.paymentDueAt },
        after,
      });
    return row;
  });
}
