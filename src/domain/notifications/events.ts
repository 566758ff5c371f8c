/** What the platform warns people about, and on which channels by default. */
export const NOTIFICATION_EVENTS = [
  "cacamba_delivered",
  "deadline_tomorrow",
  "deadline_today",
  "deadline_overdue",
  "cacamba_full",
  "ctr_received",
  "cdf_issued",
  "licence_expiring",
  "citation_issued",
  "invoice_due",
  "nfse_certificate_expiring",
  "nfse_authorised",
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const CHANNELS = ["email", "whatsapp", "sms"] as const;
export type NotificationChannel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: "E-mail",
  whatsapp: "WhatsApp",
  sms: "SMS",
};

/** What a person reads where a channel cannot send on this installation (its provider is not configured). */
export const NOT_CONFIGURED_HERE: Record<NotificationChannel, string> = {
  email: "O envio de e-mails não está configurado nesta instalação",
  whatsapp: "WhatsApp não está configurado nesta instalação",
  sms: "SMS não está configurado nesta instalação",
};

export const EVENT_LABELS: Record<NotificationEvent, string> = {
  cacamba_delivered: "Caçamba entregue na obra",
  deadline_tomorrow: "Prazo de retirada vence amanhã",
  deadline_today: "Prazo de retirada vence hoje",
  deadline_overdue: "Prazo de retirada vencido",
  cacamba_full: "Caçamba avisada como cheia",
  ctr_received: "CTR recebido no destino (comprovante)",
  cdf_issued: "CDF (certificado de destinação final) emitido",
  licence_expiring: "Licença vencendo (30, 7 e 1 dia antes)",
  citation_issued: "Auto de infração e prazo de defesa",
  invoice_due: "Fatura a vencer e vencida",
  nfse_certificate_expiring: "Certificado A1 da NFS-e vencendo (30 e 7 dias antes)",
  nfse_authorised: "NFS-e da fatura autorizada (com o DANFSe)",
};

/** Until a person chooses, every event goes by e-mail only (as before WhatsApp and SMS existed). */
export const DEFAULT_CHANNELS: readonly NotificationChannel[] = ["email"];

/** The channels a person gets for an event: their choice, else the default; a phone channel needs opt-in. */
export function channelsFor(
  chosen: readonly NotificationChannel[] | undefined,
  optedIn: ReadonlySet<NotificationChannel>,
): NotificationChannel[] {
  return (chosen ?? DEFAULT_CHANNELS).filter((c) => c === "email" || optedIn.has(c));
}

/** Those a caçamba left past its deadline can cost a fine: the hauler's office and the client. */
const FINED_FOR_DEADLINES = new Set(["admin", "dispatcher", "client"]);

/**
 * The first words of Minha conta → Avisos: the deadline warning only to those it can spare a fine (issue
 * #47: the platform's admin, a driver, a receiver or an inspector has no caçamba to be fined for).
 */
export function noticesIntro(role: string | null): string {
  return FINED_FOR_DEADLINES.has(role ?? "")
    ? "Avisamos antes do prazo de retirada vencer, para você não ser multado. Escolha por onde quer receber cada aviso."
    : "Escolha por onde quer receber cada aviso.";
}
