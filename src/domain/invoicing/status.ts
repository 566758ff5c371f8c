export const INVOICE_STATUSES = ["draft", "issued", "overdue", "paid", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  draft: "rascunho",
  issued: "emitida",
  overdue: "vencida",
  paid: "paga",
  cancelled: "cancelada",
};

/** draft → issued → paid / overdue / cancelled; an overdue invoice can still be paid or cancelled. */
const NEXT: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  draft: ["issued", "cancelled"],
  issued: ["paid", "overdue", "cancelled"],
  overdue: ["paid", "cancelled"],
  paid: [],
  cancelled: [],
};

export function canMove(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return NEXT[from].includes(to);
}

/** Whether the client owes it: issued or overdue (a draft is not sent; paid and cancelled are closed). */
export const isOpen = (s: InvoiceStatus) => s === "issued" || s === "overdue";
