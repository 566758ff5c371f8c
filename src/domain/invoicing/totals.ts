import { shareOf } from "../pricing/money";
import type { InvoiceLine } from "./lines";

/** A discount as a fixed amount or as a share (basis points: 1000 = 10%) of the subtotal. */
export type Discount =
  | { kind: "none" }
  | { kind: "cents"; cents: number }
  | { kind: "percent"; basisPoints: number };

export interface InvoiceTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** Subtotal of the lines, the discount (never more than the subtotal) and what is due. */
export function invoiceTotals(
  lines: readonly Pick<InvoiceLine, "amountCents">[],
  discount: Discount,
): InvoiceTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const raw =
    discount.kind === "cents"
      ? discount.cents
      : discount.kind === "percent"
        ? shareOf(subtotalCents, discount.basisPoints)
        : 0;
  const discountCents = Math.min(Math.max(raw, 0), subtotalCents);
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}
