import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { haulerPixSettings, invoices, orgs } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { invoicePix } from "@/server/services/pix/invoice-pix";

const hauler = alias(orgs, "hauler");

/**
 * Client portal (`/pagamentos`): the invoices its haulers issued that still have a balance, the
 * oldest due first, each with how to pay it by Pix (or the word that its hauler has no key yet).
 */
export async function listPayableInvoices(scope: OrgScope) {
  const rows = await scope.db
    .select({
      invoice: {
        id: invoices.id,
        orgId: invoices.orgId,
        number: invoices.number,
        status: invoices.status,
        totalCents: invoices.totalCents,
        paidCents: invoices.paidCents,
        dueDate: invoices.dueDate,
      },
      haulerName: hauler.legalName,
      pix: haulerPixSettings,
    })
    .from(invoices)
    .innerJoin(hauler, eq(hauler.id, invoices.orgId))
    .leftJoin(haulerPixSettings, eq(haulerPixSettings.orgId, invoices.orgId))
    .where(and(eq(invoices.clientOrgId, scope.orgId), inArray(invoices.status, ["issued", "overdue"])))
    .orderBy(asc(invoices.dueDate), asc(invoices.number));
  return rows
    .filter((r) => r.invoice.totalCents > r.invoice.paidCents)
    .map(({ invoice, haulerName, pix }) => ({
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      haulerName,
      balanceCents: invoice.totalCents - invoice.paidCents,
      dueDate: invoice.dueDate,
      pix: invoicePix(invoice, pix),
    }));
}
