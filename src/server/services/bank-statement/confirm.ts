import { and, eq } from "drizzle-orm";
import { cutText } from "@/domain/unsafe-text";
import { formatIsoDate } from "@/lib/format";
import type { DbOrTx } from "@/server/db/client";
import { bankStatementMatches, invoices } from "@/server/db/schema";
import { conflict, invalidField } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { addPayment, checkPaymentDate, lockInvoice } from "@/server/services/invoicing/transitions";
import { readOfx } from "./read-ofx";

/**
 * The hauler confirms that a credit of its statement paid an invoice: the receipt is recorded through
 * the invoice's own payment rules (`checkPaymentDate`: posted neither after today nor before the invoice
 * was issued; `addPayment`: open invoice, not beyond the balance, paga when covered, audited) with the
 * match in the same transaction. A FITID is matched once per account: a second
 * confirmation, even at the same moment, is refused in pt-BR and records nothing.
 */
export async function confirmStatementMatch(
  scope: OrgScope,
  input: { ofx: string; fitid: string; invoiceId: string },
  now = new Date(),
) {
  const statement = readOfx(input.ofx);
  const credit = statement.transactions.find((t) => t.fitid === input.fitid && t.amountCents > 0);
  if (!credit) throw invalidField("fitid", "Esta transação não é um crédito deste extrato.");
  const already = async (tx: DbOrTx) => {
    const [row] = await tx
      .select({ number: invoices.number })
      .from(bankStatementMatches)
      .innerJoin(
        invoices,
        and(eq(invoices.orgId, bankStatementMatches.orgId), eq(invoices.id, bankStatementMatches.invoiceId)),
      )
      .where(
        and(
          eq(bankStatementMatches.orgId, scope.orgId),
          eq(bankStatementMatches.accountKey, statement.accountKey),
          eq(bankStatementMatches.fitid, credit.fitid),
        ),
      );
    return row;
  };
  const refusal = (number: number | undefined) =>
    conflict(
      `Esta transação do extrato (${credit.fitid}) já foi conciliada${number ? ` com a fatura nº ${number}` : ""}: nada foi registrado de novo.`,
    );
  return scope.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, scope.orgId, input.invoiceId);
    checkPaymentDate(credit.postedOn, invoice, now, {
      field: "fitid",
      subject: `A data da transação ${credit.fitid} do extrato (${formatIsoDate(credit.postedOn)})`,
    });
    const before = await already(tx);
    if (before) throw refusal(before.number);
    const pix = /\bPIX\b/i.test(`${credit.type} ${credit.memo} ${credit.name}`);
    const payment = await addPayment(
      tx,
      invoice,
      {
        method: pix ? "pix" : "ted",
        amountCents: credit.amountCents,
        receivedAt: new Date(`${credit.postedOn}T12:00:00-03:00`),
        note: cutText(
          `Extrato OFX ${statement.accountKey}, transação ${credit.fitid}${credit.memo ? `: ${credit.memo}` : ""}`,
          500,
        ),
      },
      scope.userId,
    );
    if (!payment) throw conflict("O pagamento não foi registrado: tente de novo.");
    const [match] = await tx
      .insert(bankStatementMatches)
      .values({
        orgId: scope.orgId,
        accountKey: statement.accountKey,
        fitid: credit.fitid,
        invoiceId: invoice.id,
        paymentId: payment.id,
        amountCents: credit.amountCents,
        postedOn: credit.postedOn,
        memo: credit.memo,
        createdBy: scope.userId,
      })
      .onConflictDoNothing()
      .returning({ fitid: bankStatementMatches.fitid });
    // Another confirmation of this FITID (for another invoice) committed while this one ran: undo.
    if (!match) throw refusal((await already(tx))?.number);
    return { invoiceId: invoice.id, number: invoice.number, amountCents: credit.amountCents };
  });
}
