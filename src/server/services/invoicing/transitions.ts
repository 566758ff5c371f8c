import { and, eq, inArray, lt } from "drizzle-orm";
import { paymentDateProblem } from "@/domain/invoicing/payment-date";
import { canMove, INVOICE_STATUS_LABEL, type InvoiceStatus } from "@/domain/invoicing/status";
import { localDate } from "@/domain/time/zoned";
import { formatIsoDate } from "@/lib/format";
import type { Db, DbOrTx } from "@/server/db/client";
import { invoiceOrders, invoicePayments, invoices } from "@/server/db/schema";
import { conflict, invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { RECEIVABLES_TIME_ZONE } from "@/server/services/receivables/balances";

type Invoice = typeof invoices.$inferSelect;

/** The invoice, locked for the change; 404 when it is not this hauler's. */
export async function lockInvoice(tx: DbOrTx, orgId: string, id: string): Promise<Invoice> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, id)))
    .for("update");
  if (!row) throw notFound("Fatura");
  return row;
}

/** Moves an invoice along draft → issued → paid / overdue / cancelled, audited in the same transaction. */
export async function moveInvoice(
  tx: DbOrTx,
  invoice: Invoice,
  to: InvoiceStatus,
  actorUserId: string | null,
  set: Partial<Invoice> = {},
) {
  if (!canMove(invoice.status, to))
    throw conflict(
      `Uma fatura ${INVOICE_STATUS_LABEL[invoice.status]} não pode passar a ${INVOICE_STATUS_LABEL[to]}.`,
    );
  await tx
    .update(invoices)
    .set({ ...set, status: to })
    .where(and(eq(invoices.orgId, invoice.orgId), eq(invoices.id, invoice.id)));
  await writeAudit(tx, {
    orgId: invoice.orgId,
    actorUserId,
    action: `invoice.${to}`,
    entity: "invoice",
    entityId: invoice.id,
    before: { status: invoice.status },
    after: { status: to, ...set },
  });
}

/** The draft goes to the client: it shows in the portal from now on and counts in receivables. */
export function issueInvoice(scope: OrgScope, id: string, now = new Date()) {
  return scope.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, scope.orgId, id);
    await moveInvoice(tx, invoice, "issued", scope.userId, { issuedAt: now });
    return { id, status: "issued" as const };
  });
}

/** Cancels a draft or an unpaid invoice; its orders may be invoiced again. */
export function cancelInvoice(scope: OrgScope, id: string, reason: string, now = new Date()) {
  return scope.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, scope.orgId, id);
    if (invoice.paidCents > 0)
      throw conflict("Esta fatura já recebeu pagamento: estorne o pagamento antes de cancelar.");
    await moveInvoice(tx, invoice, "cancelled", scope.userId, { cancelledAt: now, cancelReason: reason });
    await tx
      .delete(invoiceOrders)
      .where(and(eq(invoiceOrders.orgId, scope.orgId), eq(invoiceOrders.invoiceId, id)));
    return { id, status: "cancelled" as const };
  });
}

/**
 * Adds money received to an invoice (outside the platform, or from a Stripe payment) and turns it
 * paid once the total is covered. Call inside the transaction of the payment's source.
 */
export async function addPayment(
  tx: DbOrTx,
  invoice: Invoice,
  payment: {
    method: (typeof invoicePayments.$inferInsert)["method"];
    amountCents: number;
    receivedAt: Date;
    note?: string | null;
    stripePaymentId?: string | null;
    stripeAccountId?: string | null;
  },
  actorUserId: string | null,
) {
  if (invoice.status !== "issued" && invoice.status !== "overdue")
    throw conflict(`Uma fatura ${INVOICE_STATUS_LABEL[invoice.status]} não recebe pagamento.`);
  const owed = invoice.totalCents - invoice.paidCents;
  if (payment.amountCents > owed)
    throw conflict(
      `O valor passa do saldo da fatura (falta receber ${(owed / 100).toLocaleString("pt-BR", { style: "currency", currency: "BRL" })}).`,
    );
  const [row] = await tx
    .insert(invoicePayments)
    .values({ orgId: invoice.orgId, invoiceId: invoice.id, ...payment, createdBy: actorUserId })
    .returning({ id: invoicePayments.id });
  const paidCents = invoice.paidCents + payment.amountCents;
  await tx
    .update(invoices)
    .set({ paidCents })
    .where(and(eq(invoices.orgId, invoice.orgId), eq(invoices.id, invoice.id)));
  await writeAudit(tx, {
    orgId: invoice.orgId,
    actorUserId,
    action: "invoice.payment_recorded",
    entity: "invoice",
    entityId: invoice.id,
    after: { ...payment, paidCents },
  });
  if (paidCents >= invoice.totalCents)
    await moveInvoice(tx, { ...invoice, paidCents }, "paid", actorUserId, { paidAt: payment.receivedAt });
  return row;
}

/**
 * Refuses a payment day after today or before the invoice was issued (São Paulo's calendar), on `field`
 * with `subject` saying whose date it is: the form's `date`, or a bank statement's transaction.
 */
export function checkPaymentDate(
  receivedOn: string,
  invoice: Invoice,
  now: Date,
  { field, subject }: { field: string; subject: string } = { field: "date", subject: "A data do pagamento" },
) {
  const day = (at: Date) => localDate(at.getTime(), RECEIVABLES_TIME_ZONE);
  const today = day(now);
  const issuedOn = day(invoice.issuedAt ?? invoice.createdAt);
  const problem = paymentDateProblem(receivedOn, today, issuedOn);
  if (problem === "future")
    throw invalidField(field, `${subject} não pode ser no futuro (hoje é ${formatIsoDate(today)}).`);
  if (problem === "before_issue")
    throw invalidField(
      field,
      `${subject} não pode ser anterior à emissão da fatura (${formatIsoDate(issuedOn)}).`,
    );
}

/** A payment received outside the platform: cash, TED or Pix straight to the hauler's bank. */
export function recordPayment(
  scope: OrgScope,
  input: {
    invoiceId: string;
    method: "cash" | "ted" | "pix";
    amountCents: number;
    receivedOn: string;
    note?: string | null;
  },
  now = new Date(),
) {
  return scope.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, scope.orgId, input.invoiceId);
    checkPaymentDate(input.receivedOn, invoice, now);
    await addPayment(
      tx,
      invoice,
      {
        method: input.method,
        amountCents: input.amountCents,
        receivedAt: new Date(`${input.receivedOn}T12:00:00-03:00`),
        note: input.note ?? null,
      },
      scope.userId,
    );
    return { id: invoice.id };
  });
}

/** Issued invoices whose due date passed (in São Paulo's calendar) turn overdue, each audited. */
export async function markOverdueInvoices(db: Db, now: Date): Promise<number> {
  const today = localDate(now.getTime(), "America/Sao_Paulo");
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(invoices)
      .where(and(inArray(invoices.status, ["issued"]), lt(invoices.dueDate, today)))
      .for("update", { skipLocked: true });
    for (const invoice of due) await moveInvoice(tx, invoice, "overdue", null);
    return due.length;
  });
}
