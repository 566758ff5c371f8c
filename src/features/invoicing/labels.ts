export { INVOICE_STATUS_LABEL } from "@/domain/invoicing/status";

export const INVOICE_STATUS_COLOR: Record<string, string> = {
  draft: "gray",
  issued: "blue",
  overdue: "red",
  paid: "green",
  cancelled: "gray",
};

export const PAYMENT_METHOD_LABEL: Record<string, string> = {
  cash: "dinheiro",
  ted: "TED",
  pix: "Pix",
  card: "cartão",
  boleto: "boleto",
  stripe_pix: "Pix (Stripe)",
};
