import { and, eq, inArray } from "drizzle-orm";
import { type Aging, aging, bucketOf, daysLate } from "@/domain/invoicing/aging";
import { localDate } from "@/domain/time/zoned";
import { invoices, orgs } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";

/** The hauler's calendar for due dates: São Paulo's (every municipality served today shares its date rules). */
export const RECEIVABLES_TIME_ZONE = "America/Sao_Paulo";

async function openInvoices(scope: OrgScope) {
  return scope.db
    .select({
      id: invoices.id,
      number: invoices.number,
      clientOrgId: invoices.clientOrgId,
      clientName: orgs.legalName,
      clientTaxId: orgs.taxId,
      status: invoices.status,
      issuedAt: invoices.issuedAt,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
    })
    .from(invoices)
    .innerJoin(orgs, eq(orgs.id, invoices.clientOrgId))
    .where(and(eq(invoices.orgId, scope.orgId), inArray(invoices.status, ["issued", "overdue"])));
}

/** Balance per client and aging (a vencer, vencidas 1–30, 31–60, mais de 60 dias), and the hauler's total. */
export async function receivables(scope: OrgScope, now = new Date()) {
  const today = localDate(now.getTime(), RECEIVABLES_TIME_ZONE);
  const open = await openInvoices(scope);
  const byClient = new Map<string, { clientOrgId: string; clientName: string; items: typeof open }>();
  for (const i of open) {
    const entry = byClient.get(i.clientOrgId) ?? {
      clientOrgId: i.clientOrgId,
      clientName: i.clientName,
      items: [],
    };
    entry.items.push(i);
    byClient.set(i.clientOrgId, entry);
  }
  const balanceOf = (items: typeof open) =>
    aging(
      items.map((i) => ({ dueDate: i.dueDate, balanceCents: i.totalCents - i.paidCents })),
      today,
    );
  const clients: ({ clientOrgId: string; clientName: string; invoices: number } & Aging)[] = [
    ...byClient.values(),
  ]
    .map((c) => ({
      clientOrgId: c.clientOrgId,
      clientName: c.clientName,
      invoices: c.items.length,
      ...balanceOf(c.items),
    }))
    .sort((a, b) => b.totalCents - a.totalCents);
  return { today, total: balanceOf(open), clients };
}

/** Every open invoice with its balance and how late it is: the accountant's file. */
export async function receivableRows(scope: OrgScope, now = new Date()) {
  const today = localDate(now.getTime(), RECEIVABLES_TIME_ZONE);
  const open = await openInvoices(scope);
  return open
    .map((i) => ({
      ...i,
      balanceCents: i.totalCents - i.paidCents,
      daysLate: Math.max(0, daysLate(i.dueDate, today)),
      bucket: bucketOf(i.dueDate, today),
    }))
    .sort((a, b) => a.clientName.localeCompare(b.clientName, "pt-BR") || a.number - b.number);
}
