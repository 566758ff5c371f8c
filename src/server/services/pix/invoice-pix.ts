import { buildBrCode } from "@/domain/pix/br-code";
import { normalizePixKey } from "@/domain/pix/key";
import { invoiceTxid } from "@/domain/pix/txid";
import type { PixSettings } from "./settings";

/** How an invoice is paid by Pix: its BR Code for the balance, or why there is none. */
export type InvoicePix =
  | { status: "ready"; payload: string; txid: string; amountCents: number; receiverName: string; key: string }
  | { status: "no_key" }
  | { status: "closed" };

/**
 * The "Pix copia e cola" of an open invoice: the hauler's key, the balance (what is left to pay, the
 * whole total until a payment is recorded) and the invoice's txid. Paid, cancelled and draft invoices
 * have none. A key saved before today's rules that they refuse (an e-mail with accents) counts as no
 * key: no bank app could read its code, and the admin is sent to save a valid one.
 */
export function invoicePix(
  invoice: { id: string; number: number; status: string; totalCents: number; paidCents: number },
  settings: PixSettings | null,
): InvoicePix {
  const balance = invoice.totalCents - invoice.paidCents;
  if ((invoice.status !== "issued" && invoice.status !== "overdue") || balance <= 0)
    return { status: "closed" };
  if (!settings || !normalizePixKey(settings.key).ok) return { status: "no_key" };
  const txid = invoiceTxid(invoice);
  return {
    status: "ready",
    payload: buildBrCode({
      key: settings.key,
      name: settings.receiverName,
      city: settings.city,
      amountCents: balance,
      txid,
      description: `Fatura ${invoice.number}`,
    }),
    txid,
    amountCents: balance,
    receiverName: settings.receiverName,
    key: settings.key,
  };
}
