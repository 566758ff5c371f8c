import { and, asc, desc, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { invoiceLines, invoicePayments, invoiceRefunds, invoices, orgs } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { paysOnline } from "@/server/services/connect/pay-invoice";
import { unappliedPayments } from "@/server/services/connect/unapplied";
import type { OrgScope } from "@/server/services/context";
import { invoiceNfseView } from "@/server/services/nfse/documents";
import { invoicePix } from "@/server/services/pix/invoice-pix";
import { loadPixSettings } from "@/server/services/pix/settings";

const client = alias(orgs, "client");
const hauler = alias(orgs, "hauler");

const summary = {
  id: invoices.id,
  orgId: invoices.orgId,
  number: invoices.number,
  kind: invoices.kind,
  status: invoices.status,
  clientOrgId: invoices.clientOrgId,
  clientName: client.legalName,
  haulerName: hauler.legalName,
  totalCents: invoices.totalCents,
  paidCents: invoices.paidCents,
  dueDate: invoices.dueDate,
  periodFrom: invoices.periodFrom,
  periodUntil: invoices.periodUntil,
  issuedAt: invoices.issuedAt,
  createdAt: invoices.createdAt,
};

/** The hauler's invoices, newest first. */
export function listInvoices(scope: OrgScope) {
  return scope.db
    .select(summary)
    .from(invoices)
    .innerJoin(client, eq(client.id, invoices.clientOrgId))
    .innerJoin(hauler, eq(hauler.id, invoices.orgId))
    .where(eq(invoices.orgId, scope.orgId))
    .orderBy(desc(invoices.number));
}

/** Client portal: the invoices its haulers issued to it (drafts are the hauler's own). */
export function listMyInvoices(scope: OrgScope) {
  return scope.db
    .select(summary)
    .from(invoices)
    .innerJoin(client, eq(client.id, invoices.clientOrgId))
    .innerJoin(hauler, eq(hauler.id, invoices.orgId))
    .where(and(eq(invoices.clientOrgId, scope.orgId), ne(invoices.status, "draft")))
    .orderBy(desc(invoices.createdAt));
}

/** One invoice with its lines and payments: for the hauler that issued it, or the client it was issued to. */
export async function getInvoice(scope: OrgScope, id: string) {
  const mine =
    scope.orgKind === "hauler"
      ? eq(invoices.orgId, scope.orgId)
      : and(eq(invoices.clientOrgId, scope.orgId), ne(invoices.status, "draft"));
  const [head] = await scope.db
    .select({
      ...summary,
      subtotalCents: invoices.subtotalCents,
      discountCents: invoices.discountCents,
      notes: invoices.notes,
      paidAt: invoices.paidAt,
      cancelReason: invoices.cancelReason,
      refundedCents: invoices.refundedCents,
      paymentFailure: invoices.paymentFailure,
      paymentFailedAt: invoices.paymentFailedAt,
      clientTaxId: client.taxId,
      haulerTaxId: hauler.taxId,
    })
    .from(invoices)
    .innerJoin(client, eq(client.id, invoices.clientOrgId))
    .innerJoin(hauler, eq(hauler.id, invoices.orgId))
    .where(and(eq(invoices.id, id), mine));
  if (!head) throw notFound("Fatura");
  const lines = await scope.db
    .select({
      position: invoiceLines.position,
      kind: invoiceLines.kind,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitCents: invoiceLines.unitCents,
      amountCents: invoiceLines.amountCents,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.orgId, head.orgId), eq(invoiceLines.invoiceId, id)))
    .orderBy(asc(invoiceLines.position));
  const payments = await scope.db
    .select({
      id: invoicePayments.id,
      method: invoicePayments.method,
      amountCents: invoicePayments.amountCents,
      receivedAt: invoicePayments.receivedAt,
      refundedCents: invoicePayments.refundedCents,
      viaStripe: invoicePayments.stripePaymentId,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.orgId, head.orgId), eq(invoicePayments.invoiceId, id)))
    .orderBy(asc(invoicePayments.receivedAt));
  const refunds = await scope.db
    .select({
      id: invoiceRefunds.id,
      amountCents: invoiceRefunds.amountCents,
      reason: invoiceRefunds.reason,
      createdAt: invoiceRefunds.createdAt,
    })
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.orgId, head.orgId), eq(invoiceRefunds.invoiceId, id)))
    .orderBy(asc(invoiceRefunds.createdAt));
  return {
    ...head,
    lines,
    payments: payments.map(({ viaStripe, ...p }) => ({ ...p, viaStripe: viaStripe !== null })),
    refunds,
    /** Stripe payments beyond the balance, not counted on the invoice: to refund, or refunded. */
    unappliedPayments: await unappliedPayments(scope.db, head.orgId, id),
    /** The client may pay it online now: open, something due, and the hauler's Stripe account takes charges. */
    payableOnline:
      (head.status === "issued" || head.status === "overdue") &&
      head.totalCents > head.paidCents &&
      (await paysOnline(scope.db, head.orgId)),
    /** How to pay it by Pix: the BR Code of the balance, or why there is none. */
    pix: invoicePix(head, await loadPixSettings(scope.db, head.orgId)),
    /** Its DPS and NFS-e, newest first (no XML, no signature). */
    nfse: await invoiceNfseView(scope.db, head.orgId, id),
  };
}

export type InvoiceView = Awaited<ReturnType<typeof getInvoice>>;
