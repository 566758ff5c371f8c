/** pt-BR labels of billing states, shared by the billing page and the client portal. */
export const SUBSCRIPTION_STATUS_LABEL: Record<string, string> = {
  incomplete: "Pagamento não concluído",
  trialing: "Em avaliação",
  active: "Ativa",
  past_due: "Pagamento em atraso",
  canceled: "Cancelada",
};

export const SUBSCRIPTION_STATUS_COLOR: Record<string, string> = {
  incomplete: "gray",
  trialing: "blue",
  active: "green",
  past_due: "orange",
  canceled: "red",
};

export const INTERVAL_LABEL: Record<string, string> = { month: "mensal", year: "anual" };

export const INVOICE_STATUS_LABEL: Record<string, string> = {
  draft: "rascunho",
  open: "em aberto",
  paid: "paga",
  uncollectible: "não cobrável",
  void: "anulada",
};

export const PAYMENT_LINK_STATUS_LABEL: Record<string, string> = {
  open: "aguardando pagamento",
  paid: "paga",
  canceled: "cancelada",
};
