import { and, eq, isNotNull, notInArray } from "drizzle-orm";
import { type InvoiceLine, orderLines } from "@/domain/invoicing/lines";
import { type Discount, invoiceTotals } from "@/domain/invoicing/totals";
import { resolveMunicipality } from "@/domain/municipalities";
import { addDays, localDate } from "@/domain/time/zoned";
import type { DbOrTx } from "@/server/db/client";
import { invoiceLines, invoiceOrders, invoices, orders, placements } from "@/server/db/schema";
import { conflict, DomainError, invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { nextCounterValue } from "@/server/services/counters";
import { assertClientOf } from "@/server/services/dispatch/clients";
import { type OrderToInvoice, orderFacts } from "./facts";

export interface InvoiceChoices {
  dueDate: string;
  discount: Discount;
  /** Relocations the hauler made (no dispatch job records them), charged at the frozen price. */
  relocations?: number;
  notes?: string | null;
}

function linesOf(items: OrderToInvoice[], relocations: number, asOf: Date) {
  const out: (InvoiceLine & { orderId: string })[] = [];
  items.forEach((item, i) => {
    if (!item.terms)
      throw new DomainError(
        "PRECONDITION_FAILED",
        "Este pedido foi feito sem preço na tabela: cadastre o preço em Preços e faça um novo pedido, ou cobre por link de pagamento.",
      );
    const facts = i === 0 ? { ...item.facts, relocations } : item.facts;
    for (const line of orderLines(item.terms, facts, asOf)) out.push({ ...line, orderId: item.orderId });
  });
  return out;
}

async function insertInvoice(
  tx: DbOrTx,
  scope: OrgScope,
  head: { clientOrgId: string; kind: "order" | "monthly"; periodFrom?: string; periodUntil?: string },
  items: OrderToInvoice[],
  choices: InvoiceChoices,
  now: Date,
) {
  const lines = linesOf(items, choices.relocations ?? 0, now);
  const totals = invoiceTotals(lines, choices.discount);
  if (choices.dueDate < localDate(now.getTime(), "America/Sao_Paulo"))
    throw invalidField(
      "dueDate",
      "O vencimento não pode ser anterior a hoje: escolha hoje ou uma data futura.",
    );
  const number = await nextCounterValue(tx, scope.orgId, "invoice");
  const [row] = await tx
    .insert(invoices)
    .values({
      orgId: scope.orgId,
      number,
      clientOrgId: head.clientOrgId,
      kind: head.kind,
      periodFrom: head.periodFrom ?? null,
      periodUntil: head.periodUntil ?? null,
      ...totals,
      dueDate: choices.dueDate,
      notes: choices.notes ?? null,
      createdBy: scope.userId,
    })
    .returning({ id: invoices.id, number: invoices.number, totalCents: invoices.totalCents });
  if (!row) throw new Error("invoice not inserted");
  await tx.insert(invoiceLines).values(
    lines.map((l, position) => ({
      orgId: scope.orgId,
      invoiceId: row.id,
      position,
      orderId: l.orderId,
      kind: l.kind,
      description: l.description,
      quantity: l.quantity,
      unitCents: l.unitCents,
      amountCents: l.amountCents,
    })),
  );
  try {
    await tx
      .insert(invoiceOrders)
      .values(items.map((i) => ({ orgId: scope.orgId, orderId: i.orderId, invoiceId: row.id })));
  } catch (e) {
    if ((e as { cause?: { code?: string } }).cause?.code === "23505")
      throw conflict("Este pedido já está numa fatura: cancele a fatura anterior para faturar de novo.");
    throw e;
  }
  await writeAudit(tx, {
    orgId: scope.orgId,
    actorUserId: scope.userId,
    action: "invoice.created",
    entity: "invoice",
    entityId: row.id,
    after: { number, ...head, ...totals, dueDate: choices.dueDate, orders: items.map((i) => i.orderId) },
  });
  return row;
}

/** A draft invoice for one order, its lines computed from what happened on it. */
export function createOrderInvoice(
  scope: OrgScope,
  input: InvoiceChoices & { orderId: string },
  now = new Date(),
) {
  return scope.db.transaction(async (tx) => {
    const [item] = await orderFacts(tx, scope.orgId, [input.orderId]);
    if (!item) throw notFound("Pedido");
    const [taken] = await tx
      .select({ invoiceId: invoiceOrders.invoiceId })
      .from(invoiceOrders)
      .where(and(eq(invoiceOrders.orgId, scope.orgId), eq(invoiceOrders.orderId, input.orderId)));
    if (taken)
      throw conflict("Este pedido já está numa fatura: cancele a fatura anterior para faturar de novo.");
    return insertInvoice(tx, scope, { clientOrgId: item.clientOrgId, kind: "order" }, [item], input, now);
  });
}

/**
 * A contract client's monthly invoice: every order of that client whose caçamba was removed in the
 * month (`YYYY-MM`, site time as stored in UTC) and is not on another invoice yet.
 */
export function createMonthlyInvoice(
  scope: OrgScope,
  input: InvoiceChoices & { clientOrgId: string; month: string },
  now = new Date(),
) {
  return scope.db.transaction(async (tx) => {
    await assertClientOf(tx, scope.orgId, input.clientOrgId);
    const [year = 0, month = 0] = input.month.split("-").map(Number);
    const periodFrom = `${input.month}-01`;
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
    const periodUntil = addDays(next, -1);
    const taken = tx
      .select({ orderId: invoiceOrders.orderId })
      .from(invoiceOrders)
      .where(eq(invoiceOrders.orgId, scope.orgId));
    const removed = await tx
      .select({
        orderId: placements.orderId,
        removedAt: placements.removedAt,
        municipalityId: placements.municipalityId,
      })
      .from(placements)
      .innerJoin(orders, and(eq(orders.orgId, placements.orgId), eq(orders.id, placements.orderId)))
      .where(
        and(
          eq(placements.orgId, scope.orgId),
          eq(orders.generatorOrgId, input.clientOrgId),
          isNotNull(placements.removedAt),
          notInArray(orders.id, taken),
        ),
      );
    // The month of the removal on the site's wall clock.
    const inMonth = (at: Date, municipalityId: string) => {
      const day = localDate(
        at.getTime(),
        resolveMunicipality(municipalityId)?.timeZone ?? "America/Sao_Paulo",
      );
      return day >= periodFrom && day <= periodUntil;
    };
    const ids = [
      ...new Set(
        removed
          .filter((r) => r.removedAt && inMonth(r.removedAt, r.municipalityId))
          .map((r) => r.orderId)
          .filter((id): id is string => id !== null),
      ),
    ];
    if (ids.length === 0)
      throw conflict("Nenhum pedido deste cliente terminou neste mês sem fatura: nada a faturar.");
    const items = await orderFacts(tx, scope.orgId, ids);
    return insertInvoice(
      tx,
      scope,
      { clientOrgId: input.clientOrgId, kind: "monthly", periodFrom, periodUntil },
      items,
      input,
      now,
    );
  });
}
