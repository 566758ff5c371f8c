import { and, eq, inArray } from "drizzle-orm";
import { proposeMatches } from "@/domain/bank-statement/match";
import { bankStatementMatches, invoices } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { openInvoices } from "./open-invoices";
import { readOfx } from "./read-ofx";

/**
 * The credits of an uploaded OFX with the open invoices each may pay (txid in the memo, or amount and
 * date), and those already matched (by account and FITID). Writes nothing: the hauler confirms each.
 */
export async function previewStatement(scope: OrgScope, ofx: string) {
  const statement = readOfx(ofx);
  const proposals = proposeMatches(statement.transactions, await openInvoices(scope.db, scope.orgId));
  const fitids = proposals.map((p) => p.transaction.fitid);
  const done = fitids.length
    ? await scope.db
        .select({ fitid: bankStatementMatches.fitid, invoiceNumber: invoices.number })
        .from(bankStatementMatches)
        .innerJoin(
          invoices,
          and(
            eq(invoices.orgId, bankStatementMatches.orgId),
            eq(invoices.id, bankStatementMatches.invoiceId),
          ),
        )
        .where(
          and(
            eq(bankStatementMatches.orgId, scope.orgId),
            eq(bankStatementMatches.accountKey, statement.accountKey),
            inArray(bankStatementMatches.fitid, fitids),
          ),
        )
    : [];
  const matched = new Map(done.map((d) => [d.fitid, d.invoiceNumber]));
  return {
    accountKey: statement.accountKey,
    debits: statement.transactions.length - proposals.length,
    credits: proposals.map(({ transaction: t, candidates }) => ({
      fitid: t.fitid,
      postedOn: t.postedOn,
      amountCents: t.amountCents,
      memo: t.memo,
      name: t.name,
      matchedInvoiceNumber: matched.get(t.fitid) ?? null,
      candidates: matched.has(t.fitid)
        ? []
        : candidates.map(({ invoice, reason }) => ({
            invoiceId: invoice.id,
            number: invoice.number,
            clientName: invoice.clientName,
            balanceCents: invoice.balanceCents,
            dueDate: invoice.dueDate,
            reason,
          })),
    })),
  };
}
