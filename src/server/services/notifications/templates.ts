import type { Email } from "@/server/mail/templates";
import type { Message } from "@/server/messages/outbox";

/**
 * The notification templates, one per message kind: the WhatsApp template approved under this name
 * (language pt_BR, category "utility"), its body with the numbered parameters Meta's template
 * editor uses, and the e-mail subject. The SMS and the e-mail say the same body with the parameters
 * filled in. Register each body exactly as written here in the WhatsApp Manager (docs/notifications.md): the Cloud API refuses a template name it does not know.
 *
 * Every deadline a body speaks of names the article it comes from (or that the law sets none): the
 * caller fills that parameter from the placement's law module.
 */
export const NOTIFICATION_TEMPLATES = {
  placement_delivered: {
    template: "placement_delivered",
    params: [
      "número da caçamba",
      "endereço",
      "data e hora da entrega",
      "prazo de retirada com o artigo",
      "link",
    ],
    subject: "Caçamba {{1}} entregue em {{2}}",
    body: "Caçamba Certa: a caçamba {{1}} foi entregue em {{2}} em {{3}}. Prazo de retirada: {{4}}. Foto da entrega, “está cheia” e pedido de retirada em um toque: {{5}}",
  },
  placement_due_tomorrow: {
    template: "placement_due_tomorrow",
    params: ["número da caçamba", "endereço", "prazo (data e hora)", "artigo", "link"],
    subject: "Caçamba {{1}} vence amanhã: {{2}}",
    body: "Caçamba Certa: a caçamba {{1}} em {{2}} deve ser retirada até amanhã, {{3}} ({{4}}). Agende a retirada ou a troca para evitar multa: {{5}}",
  },
  placement_due_today: {
    template: "placement_due_today",
    params: ["número da caçamba", "endereço", "prazo (hora)", "artigo", "link"],
    subject: "Caçamba {{1}} vence hoje: {{2}}",
    body: "Caçamba Certa: a caçamba {{1}} em {{2}} deve ser retirada hoje, até {{3}} ({{4}}). Retire ou troque para evitar multa: {{5}}",
  },
  placement_overdue: {
    template: "placement_overdue",
    params: ["número da caçamba", "endereço", "prazo vencido (data e hora)", "artigo", "link"],
    subject: "Caçamba {{1}} vencida: {{2}}",
    body: "Caçamba Certa: o prazo da caçamba {{1}} em {{2}} venceu em {{3}} ({{4}}). Retire-a agora: a fiscalização pode autuar. {{5}}",
  },
  placement_full: {
    template: "placement_full",
    params: ["cliente", "número da caçamba", "endereço", "quando encheu", "novo prazo com o artigo", "link"],
    subject: "Caçamba {{2}} cheia: {{3}}",
    body: "Caçamba Certa: {{1}} avisou que a caçamba {{2}} em {{3}} está cheia desde {{4}}. Prazo de retirada: {{5}}. {{6}}",
  },
  placement_pickup_requested: {
    template: "placement_pickup_requested",
    params: ["cliente", "número da caçamba", "endereço", "quando pediu", "link"],
    subject: "Retirada pedida: caçamba {{2}} em {{3}}",
    body: "Caçamba Certa: {{1}} pediu a retirada da caçamba {{2}} em {{3}} ({{4}}). Agende no quadro: {{5}}",
  },
  ctr_received: {
    template: "ctr_received",
    params: ["número do CTR", "obra", "data e hora", "destino", "link do comprovante"],
    subject: "CTR {{1}} recebido no destino",
    body: "Caçamba Certa: o CTR {{1}} da obra {{2}} foi recebido em {{3}} por {{4}}. Comprovante de destinação: {{5}}",
  },
  cdf_issued: {
    template: "cdf_issued",
    params: ["número do CDF", "sistema", "destinador", "quantos MTRs (“1 MTR”, “3 MTRs”)", "período", "link"],
    subject: "CDF {{1}} emitido por {{3}}",
    body: "Caçamba Certa: {{3}} emitiu o CDF {{1}} no {{2}}, certificando {{4}} da sua obra ({{5}}). O PDF está nos seus documentos, ao lado do comprovante de destinação: {{6}}",
  },
  licence_expiring: {
    template: "licence_expiring",
    params: [
      "licença",
      "município",
      "data de vencimento",
      "quanto falta (“faltam 7 dias”, “hoje”)",
      "artigo",
      "link",
    ],
    subject: "Licença vence em {{3}}: {{1}} ({{2}})",
    body: "Caçamba Certa: a licença {{1}} em {{2}} vence em {{3}} ({{4}}). Sem ela a empresa não pode operar ({{5}}). Envie a renovação: {{6}}",
  },
  nfse_certificate_expiring: {
    template: "nfse_certificate_expiring",
    params: ["empresa", "CNPJ", "data de vencimento", "quanto falta (“faltam 7 dias”, “hoje”)", "link"],
    subject: "Certificado A1 da NFS-e vence em {{3}}: {{1}}",
    body: "Caçamba Certa: o certificado A1 (e-CNPJ {{2}}) de {{1}} vence em {{3}} ({{4}}). Depois disso nenhuma NFS-e sai. Renove e envie o novo: {{5}}",
  },
  nfse_authorised: {
    template: "nfse_authorised",
    params: ["número da NFS-e", "número da fatura", "transportador", "chave de acesso", "link da fatura"],
    subject: "NFS-e nº {{1}} da fatura nº {{2}} de {{3}}",
    body: "Caçamba Certa: {{3}} emitiu a NFS-e nº {{1}} da fatura nº {{2}} (chave de acesso {{4}}). A fatura e o DANFSe: {{5}}",
  },
  citation_issued: {
    template: "citation_issued",
    params: [
      "número do auto",
      "infração (artigo)",
      "prefeitura que o lavrou",
      "data da lavratura",
      "prazo de defesa",
      "artigo do prazo",
      "link",
    ],
    subject: "Auto de infração {{1}} ({{3}})",
    body: "Caçamba Certa: {{3}} lavrou em {{4}} o auto de infração {{1}}, por infração ao {{2}}. Defesa até {{5}} ({{6}}). Veja o auto e apresente a defesa: {{7}}",
  },
  invoice_due_soon: {
    template: "invoice_due_soon",
    params: ["número da fatura", "transportador", "vencimento", "saldo", "link"],
    subject: "Fatura vence em {{3}}: nº {{1}} de {{2}}",
    body: "Caçamba Certa: a fatura nº {{1}} de {{2}} vence em {{3}}, saldo {{4}}. Veja e pague pelo portal: {{5}}",
  },
  invoice_overdue: {
    template: "invoice_overdue",
    params: ["número da fatura", "transportador", "vencimento", "saldo", "link"],
    subject: "Fatura vencida: nº {{1}} de {{2}}",
    body: "Caçamba Certa: a fatura nº {{1}} de {{2}} venceu em {{3}}, saldo {{4}}. Se já pagou, desconsidere; senão, pague pelo portal: {{5}}",
  },
} as const;

export type TemplateName = keyof typeof NOTIFICATION_TEMPLATES;

const SIGNATURE =
  "\n\n— Caçamba Certa\nVocê recebe este aviso pelas suas preferências em Minha conta → Avisos.";

function fill(text: string, values: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => values[Number(n) - 1] ?? "");
}

/**
 * One template with its parameters, as the e-mail (subject and text) and the WhatsApp/SMS message
 * (template name, parameters, filled text). Throws when the count of values is not the template's.
 */
export function renderTemplate(
  name: TemplateName,
  values: readonly string[],
): { email: Email; message: Message } {
  const t = NOTIFICATION_TEMPLATES[name];
  if (values.length !== t.params.length)
    throw new Error(`${name}: ${t.params.length} parâmetros esperados, ${values.length} recebidos`);
  // WhatsApp refuses a parameter with a newline, a tab or more than four spaces in a row.
  // A value the body follows with a period loses its own ("… por ATT Paraibuna Ltda. Comprovante", not "Ltda..").
  const params = values
    .map((v) => v.replace(/[\n\t]+/g, " ").replace(/ {4,}/g, "   "))
    .map((v, i) => (t.body.includes(`{{${i + 1}}}.`) ? v.replace(/\.+$/, "") : v));
  const text = fill(t.body, params);
  return {
    email: { template: t.template, subject: fill(t.subject, params), text: `${text}${SIGNATURE}` },
    message: { template: t.template, params, text },
  };
}
