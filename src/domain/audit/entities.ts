/** What an audit event is about, as `writeAudit` stores it in `audit_events.entity`. */
export type AuditEntity =
  | "billing_invoice"
  | "billing_subscription"
  | "cacamba"
  | "cacambas"
  | "citation"
  | "city_feature"
  | "city_settings"
  | "client_link_request"
  | "connect_account"
  | "ctr"
  | "ctr_dossier"
  | "ctr_settings"
  | "driver"
  | "drivers"
  | "file"
  | "generator"
  | "inspection"
  | "invitation"
  | "invoice"
  | "job"
  | "licence"
  | "membership"
  | "mtr"
  | "mtr_cdf"
  | "mtr_consent"
  | "mtr_credentials"
  | "mtr_state_system"
  | "mtr_waste_code"
  | "order"
  | "org"
  | "payment_link"
  | "placement"
  | "price_row"
  | "price_settings"
  | "price_surcharge"
  | "receiver_profile"
  | "registry_bulletin"
  | "site"
  | "trucks"
  | "truck"
  | "user"
  | "yard";

/** The thing's kind in pt-BR, shown when no name of its own can be given (never its id). */
export const AUDIT_ENTITY_LABEL: Record<AuditEntity, string> = {
  billing_invoice: "Mensalidade da assinatura",
  billing_subscription: "Assinatura",
  cacamba: "Caçamba",
  cacambas: "Lista de caçambas",
  citation: "Auto de infração",
  city_feature: "Elemento urbano",
  city_settings: "Configuração da fiscalização",
  client_link_request: "Pedido de vínculo",
  connect_account: "Conta de recebimentos",
  ctr: "CTR",
  ctr_dossier: "Dossiê de CTRs",
  ctr_settings: "Configuração de CTR",
  driver: "Motorista",
  drivers: "Lista de motoristas",
  file: "Arquivo",
  generator: "Cliente",
  inspection: "Vistoria",
  invitation: "Convite",
  invoice: "Fatura",
  job: "Serviço",
  licence: "Licença",
  membership: "Usuário",
  mtr: "MTR",
  mtr_cdf: "CDF",
  mtr_consent: "Autorização de MTR",
  mtr_credentials: "Credenciais de MTR",
  mtr_state_system: "Sistema de MTR do estado",
  mtr_waste_code: "Código IBAMA",
  order: "Pedido",
  org: "Empresa",
  payment_link: "Link de pagamento",
  placement: "Colocação",
  price_row: "Preço",
  price_settings: "Configuração de preços",
  price_surcharge: "Acréscimo por município",
  receiver_profile: "Dados do receptor",
  registry_bulletin: "Boletim de licenciados",
  site: "Obra",
  trucks: "Lista de caminhões",
  truck: "Caminhão",
  user: "Usuário",
  yard: "Pátio",
};

export function auditEntityLabel(entity: string): string {
  return (AUDIT_ENTITY_LABEL as Record<string, string | undefined>)[entity] ?? "Registro";
}
