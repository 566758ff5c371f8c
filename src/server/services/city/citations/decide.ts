import { and, eq, inArray } from "drizzle-orm";
import type { FineResult } from "@/domain";
import { appUrl } from "@/server/app-url";
import { citations, memberships, users } from "@/server/db/schema";
import { DomainError, notFound } from "@/server/errors";
import { enqueueEmail } from "@/server/mail/outbox";
import { writeAudit } from "@/server/services/audit/write";
import { cityEmails as emails } from "../emails";
import type { CityScope } from "../scope";
import { datedDeadlines, paymentDeadline } from "./deadlines";
import { defenceOpen, effectiveStatus } from "./status";

/**
 * The city decides: upheld (the payment deadline counts from the decision where the law says so,
 * CM art. 107) or cancelled. Not before the defence was filed or its deadline passed.
 */
export async function decideCitation(
  city: CityScope,
  input: { id: string; outcome: "upheld" | "cancelled"; decision: string },
  now: Date = new Date(),
) {
  return city.db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(citations)
      .where(and(eq(citations.orgId, city.orgId), eq(citations.id, input.id)))
      .for("update");
    if (!c) throw notFound("Auto de infração");
    if (c.status !== "issued" && c.status !== "defence_filed")
      throw new DomainError("CONFLICT", "Este auto já foi decidido.");
    if (c.status === "issued" && c.defenceDueAt && defenceOpen(c, now))
      throw new DomainError(
        "PRECONDITION_FAILED",
        "O prazo de defesa ainda corre: decida depois que a defesa for apresentada ou o prazo terminar.",
      );
    const deadlines = datedDeadlines(
      c.fine as unknown as FineResult,
      { noticedAt: c.noticeChannel === "whatsapp" && !c.noticeReadAt ? null : c.noticedAt, decidedAt: now },
      city.municipality.timeZone,
      city.municipality.uf,
    );
    const payment = paymentDeadline(deadlines);
    const [row] = await tx
      .update(citations)
      .set({
        status: input.outcome,
        decision: input.decision.trim(),
        decidedAt: now,
        decidedBy: city.userId,
        deadlines,
        paymentDueAt: input.outcome === "upheld" && payment?.dueAt ? new Date(payment.dueAt) : c.paymentDueAt,
        updatedAt: now,
      })
      .where(and(eq(citations.orgId, city.orgId), eq(citations.id, c.id)))
      .returning();
    if (!row) throw new Error("update returned nothing");
    const after = { status: row.status, decision: row.decision, paymentDueAt: row.paymentDueAt };
    await writeAudit(tx, {
      orgId: city.orgId,
      actorUserId: city.userId,
      action: `citation.${input.outcome}`,
      entity: "citation",
      entityId: c.id,
      before: { status: c.status },
      after,
    });
    await writeAudit(tx, {
      orgId: c.offenderOrgId,
      actorUserId: city.userId,
      action: `citation.${input.outcome}`,
      entity: "citation",
      entityId: c.id,
      before: { status: c.status },
      after,
    });
    const admins = await tx
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.orgId, c.offenderOrgId), inArray(memberships.role, ["admin", "operator"])));
    for (const a of admins)
      await enqueueEmail(
        tx,
        a.email,
        emails.citationDecided(
          c.number,
          input.outcome === "upheld",
          row.decision ?? "",
          appUrl(`/autuacoes/${c.id}`),
        ),
        c.offenderOrgId,
      );
    return row;
  });
}

/** The city records the payment of an upheld (or overdue) fine. */
export async function markCitationPaid(
  city: CityScope,
  input: { id: string; paidAt: Date },
  now: Date = new Date(),
) {
  if (input.paidAt.getTime() > now.getTime())
    throw new DomainError("BAD_REQUEST", "A data do pagamento não pode ser no futuro.");
  return city.db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(citations)
      .where(and(eq(citations.orgId, city.orgId), eq(citations.id, input.id)))
      .for("update");
    if (!c) throw notFound("Auto de infração");
    if (effectiveStatus(c, now) !== "upheld" && effectiveStatus(c, now) !== "overdue")
      throw new DomainError("CONFLICT", "Só um auto mantido (ou vencido) pode ser registrado como pago.");
    const [row] = await tx
      .update(citations)
      .set({ status: "paid", paidAt: input.paidAt, updatedAt: now })
      .where(and(eq(citations.orgId, city.orgId), eq(citations.id, c.id)))
      .returning();
    await writeAudit(tx, {
      orgId: city.orgId,
      actorUserId: city.userId,
      action: "citation.paid",
      entity: "citation",
      entityId: c.id,
      before: { status: c.status },
      after: { status: "paid", paidAt: input.paidAt },
    });
    return row;
  });
}

/** Records `overdue` on upheld citations whose payment deadline passed (run by the bulletin worker). */
export async function recordOverdueCitations(db: CityScope["db"], now: Date = new Date()) {
  const due = await db
    .select({ orgId: citations.orgId, id: citations.id, paymentDueAt: citations.paymentDueAt })
    .from(citations)
    .where(eq(citations.status, "upheld"));
  let n = 0;
  for (const c of due) {
    if (!c.paymentDueAt || c.paymentDueAt.getTime() >= now.getTime()) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(citations)
        .set({ status: "overdue", updatedAt: now })
        .where(and(eq(citations.orgId, c.orgId), eq(citations.id, c.id), eq(citations.status, "upheld")))
        .returning({ id: citations.id });
      if (row) {
        n += 1;
        await writeAudit(tx, {
          orgId: c.orgId,
          actorUserId: null,
          action: "citation.overdue",
          entity: "citation",
          entityId: c.id,
          before: { status: "upheld" },
          after: { status: "overdue" },
        });
      }
    });
  }
  return n;
}
