/** One pt-BR word and one colour per citation status and notice channel, everywhere in the city portal. */
export const CITATION_STATUS_LABEL: Record<string, string> = {
  issued: "emitido",
  defence_filed: "defesa apresentada",
  upheld: "mantido",
  cancelled: "cancelado",
  paid: "pago",
  overdue: "vencido",
};

export const CITATION_STATUS_COLOR: Record<string, string> = {
  issued: "blue",
  defence_filed: "grape",
  upheld: "orange",
  cancelled: "gray",
  paid: "green",
  overdue: "red",
};

export const NOTICE_CHANNEL_LABEL: Record<string, string> = {
  in_person: "Pessoalmente",
  email: "Por e-mail",
  whatsapp: "Por WhatsApp, com confirmação de leitura",
  public_notice: "Por edital",
};

export const FINE_CLASS_LABEL: Record<string, string> = {
  leve: "leve",
  media: "média",
  grave: "grave",
  muito_grave: "muito grave",
  gravissima: "gravíssima",
};

export const DEADLINE_KIND_LABEL: Record<string, string> = {
  defence: "Defesa",
  payment: "Pagamento",
  appeal: "Recurso",
  compliance: "Regularização",
  prescription: "Prescrição",
};

export const DEADLINE_STATUS_LABEL: Record<string, string> = {
  ok: "ok",
  due_today: "vence hoje",
  overdue: "vencida",
  none: "sem prazo",
};

export const DEADLINE_STATUS_COLOR: Record<string, string> = {
  ok: "green",
  due_today: "yellow",
  overdue: "red",
  none: "gray",
};

/** "2 d 5 h" from hours. */
export function overdueText(hours: number): string {
  if (hours <= 0) return "—";
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return d > 0 ? `${d} d ${h} h` : `${h} h`;
}

/** A fine's deadline as a line: "Defesa: 15 dias úteis da notificação (JF art. 30)". */
export function deadlineLine(d: {
  kind: string;
  days?: number;
  years?: number;
  dayKind: string;
  from: string;
  article: string;
}): string {
  const unit = d.years ? "anos" : d.dayKind === "business" ? "dias úteis" : "dias";
  return `${DEADLINE_KIND_LABEL[d.kind] ?? d.kind}: ${d.days ?? d.years} ${unit} ${d.from} (${d.article})`;
}
