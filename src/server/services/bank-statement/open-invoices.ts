import { and, eq, inArray } from "drizzle-orm";
import type { OpenInvoice } from "@/domain/bank-statement/match";
import { invoiceTxid } from "@/domain/pix/txid";
import { localDate } from "@/domain/time/zoned";
import type { DbOrTx } from "@/server/db/client";
import { invoices, orgs } from "@/server/db/schema";

/** The hauler's issued and overdue invoices with their balance, as the matcher reads them. */
export async function openInvoices(db: DbOrTx, orgId: string): Promise<OpenInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      clientName: orgs.legalName,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
      issuedAt: invoices.issuedAt,
      createdAt: invoices.createdAt,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .innerJoin(orgs, eq(orgs.id, invoices.clientOrgId))
    .where(and(eq(invoices.orgId, orgId), inArray(invoices.status, ["issued", "overdue"])));
  return rows
    .filter((r) => r.totalCents > r.paidCents)
    .map((r) => ({
      id: r.id,
      number: r.number,
      clientName: r.clientName,
      balanceCents: r.totalCents - r.paidCents,
      issuedOn: localDate((r.issuedAt ?? r.createdAt).getTime(), "America/Sao_Paulo"),
      dueDate: r.dueDate,
      txid: invoiceTxid(r),
    }));
}
