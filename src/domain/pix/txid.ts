import { TXID_MAX } from "./text";

/**
 * The txid the BR Code of an invoice carries (field 62-05) and the bank statement may echo: "FAT",
 * the invoice's number, "X", then the first hex digits of its id, upper case, up to 25 characters —
 * readable by a person ("fatura 12") and not shared with another invoice even if numbers restart.
 */
export function invoiceTxid(invoice: { number: number; id: string }): string {
  const head = `FAT${invoice.number}X`;
  const tail = invoice.id.replace(/[^0-9a-f]/gi, "").toUpperCase();
  return (head + tail).slice(0, TXID_MAX);
}

/** Every invoice txid written in a free text (a statement's memo), upper-cased. */
export function txidsIn(text: string): string[] {
  return [...text.toUpperCase().matchAll(/FAT\d{1,9}X[0-9A-F]{6,22}/g)].map((m) => m[0]);
}
