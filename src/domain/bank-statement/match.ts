import { txidsIn } from "../pix/txid";
import type { OfxTransaction } from "./ofx";

/**
 * Which open invoice a credit in the bank statement may be paying. Pure: the caller passes the
 * statement's credits and the hauler's open invoices (balance, issue day, due day, txid).
 *
 * - **txid**: the memo (or payer name) carries an invoice's txid (`FAT12X…`, a prefix of 12 or more
 *   characters counts, banks cut memos) and the credit is not more than its balance → that invoice.
 * - **amount and date**: otherwise, invoices whose balance equals the credit exactly and whose window
 *   holds the posting day: from the day before issue to `graceDays` after the due date. One such
 *   invoice is proposed; several are offered, the nearest due date first, and the person chooses.
 * Nothing here records anything: the hauler confirms each match.
 */
export interface OpenInvoice {
  id: string;
  number: number;
  clientName: string;
  balanceCents: number;
  /** `aaaa-mm-dd` in São Paulo's calendar. */
  issuedOn: string;
  dueDate: string;
  txid: string;
}

export type MatchReason = "txid" | "amount_date";

export interface Proposal {
  transaction: OfxTransaction;
  /** Ranked: the first is proposed. Empty when nothing fits. */
  candidates: { invoice: OpenInvoice; reason: MatchReason }[];
}

export const GRACE_DAYS = 60;
const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;

function byTxid(t: OfxTransaction, invoices: OpenInvoice[]): OpenInvoice | undefined {
  const found = txidsIn(`${t.memo} ${t.name}`);
  return invoices.find(
    (i) =>
      t.amountCents <= i.balanceCents &&
      found.some((f) => f === i.txid || (f.length >= 12 && i.txid.startsWith(f))),
  );
}

function inWindow(t: OfxTransaction, i: OpenInvoice, graceDays: number): boolean {
  const posted = day(t.postedOn);
  return posted >= day(i.issuedOn) - 1 && posted <= day(i.dueDate) + graceDays;
}

/** Credits only (debits and zero are not receipts), each with its ranked candidates. */
export function proposeMatches(
  transactions: OfxTransaction[],
  invoices: OpenInvoice[],
  graceDays = GRACE_DAYS,
): Proposal[] {
  return transactions
    .filter((t) => t.amountCents > 0)
    .map((transaction) => {
      const exact = byTxid(transaction, invoices);
      if (exact) return { transaction, candidates: [{ invoice: exact, reason: "txid" as const }] };
      const candidates = invoices
        .filter((i) => i.balanceCents === transaction.amountCents && inWindow(transaction, i, graceDays))
        .sort(
          (a, b) =>
            Math.abs(day(a.dueDate) - day(transaction.postedOn)) -
              Math.abs(day(b.dueDate) - day(transaction.postedOn)) || a.number - b.number,
        )
        .map((invoice) => ({ invoice, reason: "amount_date" as const }));
      return { transaction, candidates };
    });
}
