import type { CtrTransition } from "../ctr/status";
import type { InvoiceStatus } from "../invoicing/status";

/**
 * Every event the audit log records. `writeAudit` takes only these, and `AUDIT_ACTION_LABEL` is a
 * `Record` over this union: a new event without its pt-BR words does not compile.
 */
export type AuditAction =
  | "billing.customer_created"
  | "billing.invoice_paid"
  | "billing.invoice_payment_failed"
  | "billing.subscription_changed"
  | "checkout.session_opened"
  | "bulletin.generated"
  | "cacamba.created"
  | "cacamba.identification_recorded"
  | "cacamba.inspected"
  | "cacamba.status_changed"
  | "cacambas.imported"
  | "citation.cancelled"
  | "citation.defence_filed"
  | "citation.issued"
  | "citation.notice_read"
  | "citation.overdue"
  | "citation.paid"
  | "citation.upheld"
  | "citation.final_decision"
  | "citizen_report.received"
  | "city.settings_saved"
  | "city_feature.deleted"
  | "city_feature.moved"
  | "city_features.imported"
  | "client.invited"
  | "client.link_accepted"
  | "client.link_refused"
  | "client.link_requested"
  | "client.registered"
  | "company.identity_changed"
  | "company.pix_updated"
  | "company.updated"
  | "connect.account_created"
  | "connect.account_updated"
  | `ctr.${CtrTransition}`
  | "ctr.dossier_built"
  | "ctr.dossier_requested"
  | "ctr.issued"
  | "ctr.receipt_corrected"
  | "ctr.settings_saved"
  | "driver.activated"
  | "driver.created"
  | "driver.deactivated"
  | "driver.updated"
  | "driver.user_linked"
  | "drivers.imported"
  | "file.uploaded"
  | "inspection.recorded"
  | "invitation.accepted"
  | "invitation.created"
  | "invitation.revoked"
  | `invoice.${InvoiceStatus}`
  | "invoice.created"
  | "invoice.payment_failed"
  | "invoice.payment_recorded"
  | "invoice.payment_unapplied"
  | "invoice.refunded"
  | "invoice.unapplied_refunded"
  | "nfse.authorised"
  | "nfse.cancelled"
  | "nfse.certificate_uploaded"
  | "nfse.price_row_code_set"
  | "nfse.rejected"
  | "nfse.settings_saved"
  | "nfse.signed"
  | "job.cancelled"
  | "job.complete"
  | "job.created"
  | "job.fail"
  | "job.failed"
  | "job.moved"
  | "job.start"
  | "licence.created"
  | "licence.document_attached"
  | "member.deactivated"
  | "mtr.cancelled"
  | "mtr.cdf_failed"
  | "mtr.cdf_issued"
  | "mtr.cdf_queued"
  | "mtr.consent_granted"
  | "mtr.consent_revoked"
  | "mtr.credentials_removed"
  | "mtr.credentials_saved"
  | "mtr.failed"
  | "mtr.issued"
  | "mtr.receipt_altered"
  | "mtr.receipt_change_answered"
  | "mtr.received"
  | "mtr.requested"
  | "mtr.retried"
  | "mtr.state_system_saved"
  | "mtr.waste_code_removed"
  | "mtr.waste_code_saved"
  | "member.reactivated"
  | "member.role_changed"
  | "order.cancelled"
  | "order.created"
  | "org.approved"
  | "org.reactivated"
  | "org.refused"
  | "org.requested"
  | "org.signed_up"
  | "org.stands_on_its_own"
  | "org.suspended"
  | "payment_link.created"
  | "payment_link.paid"
  | "placement.override"
  | "placement.pickup_requested"
  | "placement.planned"
  | "placement.replanned"
  | "placement.reported_full"
  | "placement.reported_hazard"
  | "price.row_removed"
  | "price.row_saved"
  | "price.settings_saved"
  | "price.surcharge_removed"
  | "price.surcharge_saved"
  | "receiver_profile.saved"
  | "route.accepted"
  | "day_plan.accepted"
  | "site.created"
  | "site.created_for_client"
  | "truck.activated"
  | "truck.created"
  | "truck.deactivated"
  | "truck.updated"
  | "trucks.imported"
  | "user.email_change_requested"
  | "user.email_changed"
  | "user.email_verified"
  | "user.password_changed"
  | "user.password_reset"
  | "user.password_reset_requested"
  | "yard.created"
  | "yard.default_set"
  | "yard.updated";

/** What happened, in pt-BR, as the audit log shows it; the subject is named beside it. */
export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  "billing.customer_created": "Cadastro de cobrança da assinatura criado",
  "billing.invoice_paid": "Mensalidade da assinatura paga",
  "billing.invoice_payment_failed": "Pagamento da mensalidade falhou",
  "billing.subscription_changed": "Assinatura alterada",
  "checkout.session_opened": "Pagamento online iniciado pelo cliente",
  "bulletin.generated": "Boletim de licenciados gerado",
  "cacamba.created": "Caçamba cadastrada",
  "cacamba.identification_recorded": "Identificação da caçamba registrada",
  "cacamba.inspected": "Caçamba vistoriada",
  "cacamba.status_changed": "Situação da caçamba alterada",
  "cacambas.imported": "Caçambas importadas de planilha",
  "citation.cancelled": "Auto de infração cancelado",
  "citation.defence_filed": "Defesa apresentada",
  "citation.issued": "Auto de infração lavrado",
  "citation.notice_read": "Notificação do auto lida",
  "citation.overdue": "Prazo do auto vencido",
  "citation.paid": "Multa paga",
  "citation.upheld": "Auto de infração mantido",
  "citation.final_decision": "Decisão definitiva do auto registrada",
  "citizen_report.received": "Denúncia recebida",
  "city.settings_saved": "Configuração da fiscalização salva",
  "city_feature.deleted": "Elemento urbano excluído",
  "city_feature.moved": "Elemento urbano movido",
  "city_features.imported": "Elementos urbanos importados",
  "client.invited": "Cliente convidado",
  "client.link_accepted": "Vínculo com a empresa aceito",
  "client.link_refused": "Vínculo com a empresa recusado",
  "client.link_requested": "Vínculo com cliente pedido",
  "client.registered": "Cliente cadastrado",
  "company.identity_changed": "Razão social ou CNPJ alterado",
  "company.pix_updated": "Chave Pix da empresa alterada",
  "company.updated": "Dados da empresa alterados",
  "connect.account_created": "Conta de recebimentos criada",
  "connect.account_updated": "Conta de recebimentos atualizada",
  "ctr.cancel": "CTR cancelado",
  "ctr.depart": "Carga saiu com o CTR",
  "ctr.dossier_built": "Dossiê de CTRs pronto",
  "ctr.dossier_requested": "Dossiê de CTRs pedido",
  "ctr.issued": "CTR emitido",
  "ctr.receipt_corrected": "Quantidade recebida do CTR corrigida",
  "ctr.receive": "Carga do CTR recebida",
  "ctr.reject": "Carga do CTR recusada",
  "ctr.settings_saved": "Prazo de recebimento de CTR alterado",
  "driver.activated": "Motorista reativado",
  "driver.created": "Motorista cadastrado",
  "driver.deactivated": "Motorista desativado",
  "driver.updated": "Motorista alterado",
  "driver.user_linked": "Motorista ligado a um usuário",
  "drivers.imported": "Motoristas importados de planilha",
  "file.uploaded": "Arquivo enviado",
  "inspection.recorded": "Vistoria registrada",
  "invitation.accepted": "Convite aceito",
  "invitation.created": "Convite enviado",
  "invitation.revoked": "Convite cancelado",
  "invoice.cancelled": "Fatura cancelada",
  "invoice.created": "Fatura criada",
  "invoice.draft": "Fatura voltou a rascunho",
  "invoice.issued": "Fatura emitida",
  "invoice.overdue": "Fatura vencida",
  "invoice.paid": "Fatura paga",
  "invoice.payment_failed": "Pagamento da fatura falhou",
  "invoice.payment_recorded": "Pagamento da fatura registrado",
  "invoice.payment_unapplied": "Pagamento a mais recebido (a devolver)",
  "invoice.refunded": "Fatura reembolsada",
  "invoice.unapplied_refunded": "Pagamento a mais devolvido ao cliente",
  "nfse.authorised": "NFS-e autorizada pela Sefin Nacional",
  "nfse.cancelled": "NFS-e cancelada (evento e101101)",
  "nfse.certificate_uploaded": "Certificado A1 da NFS-e enviado",
  "nfse.price_row_code_set": "Código de serviço da NFS-e definido no preço",
  "nfse.rejected": "DPS recusada pela Sefin Nacional",
  "nfse.settings_saved": "Configurações da NFS-e salvas",
  "nfse.signed": "DPS da NFS-e assinada",
  "job.cancelled": "Serviço cancelado",
  "job.complete": "Serviço concluído",
  "job.created": "Serviço agendado",
  "job.fail": "Serviço não realizado",
  "job.failed": "Serviço marcado como não realizado",
  "job.moved": "Serviço remanejado",
  "job.start": "Serviço iniciado",
  "licence.created": "Licença cadastrada",
  "licence.document_attached": "Documento anexado à licença",
  "member.deactivated": "Usuário desativado",
  "mtr.cancelled": "MTR cancelado no sistema",
  "mtr.cdf_failed": "CDF recusado pelo sistema",
  "mtr.cdf_issued": "CDF emitido pelo destinador",
  "mtr.cdf_queued": "CDF aguardando o sistema de MTR",
  "mtr.consent_granted": "Transportador autorizado a emitir MTR pelo gerador",
  "mtr.consent_revoked": "Autorização de emissão de MTR revogada",
  "mtr.credentials_removed": "Credenciais do sistema de MTR removidas",
  "mtr.credentials_saved": "Credenciais do sistema de MTR salvas",
  "mtr.failed": "MTR recusado pelo sistema",
  "mtr.issued": "MTR emitido no sistema",
  "mtr.receipt_altered": "Recebimento do MTR alterado no sistema",
  "mtr.receipt_change_answered": "Alteração do recebimento do MTR respondida pelo gerador",
  "mtr.received": "Recebimento do MTR registrado no sistema",
  "mtr.requested": "MTR pedido a partir do CTR",
  "mtr.retried": "Novo envio do MTR pedido",
  "mtr.state_system_saved": "Sistema de MTR do estado alterado",
  "mtr.waste_code_removed": "Código IBAMA do transportador removido",
  "mtr.waste_code_saved": "Código IBAMA do transportador salvo",
  "member.reactivated": "Usuário reativado",
  "member.role_changed": "Papel do usuário alterado",
  "order.cancelled": "Pedido cancelado",
  "order.created": "Pedido criado",
  "org.approved": "Cadastro aprovado",
  "org.reactivated": "Empresa reativada",
  "org.refused": "Cadastro recusado",
  "org.requested": "Cadastro pedido",
  "org.signed_up": "Cadastro feito",
  "org.stands_on_its_own": "Cliente passou a ter conta própria",
  "org.suspended": "Empresa suspensa",
  "payment_link.created": "Link de pagamento criado",
  "payment_link.paid": "Link de pagamento pago",
  "placement.override": "Colocação planejada fora da regra, com justificativa",
  "placement.pickup_requested": "Retirada pedida pelo cliente",
  "placement.planned": "Colocação planejada",
  "placement.replanned": "Colocação replanejada (posição alterada)",
  "placement.reported_full": "Caçamba avisada como cheia",
  "placement.reported_hazard": "Caçamba avisada como risco à saúde",
  "price.row_removed": "Preço excluído",
  "price.row_saved": "Preço salvo",
  "price.settings_saved": "Configuração de preços salva",
  "price.surcharge_removed": "Acréscimo por município excluído",
  "price.surcharge_saved": "Acréscimo por município salvo",
  "receiver_profile.saved": "Dados do receptor salvos",
  "route.accepted": "Ordem da rota aceita",
  "day_plan.accepted": "Plano do dia aceito",
  "site.created": "Obra cadastrada",
  "site.created_for_client": "Obra cadastrada para o cliente",
  "truck.activated": "Caminhão reativado",
  "truck.created": "Caminhão cadastrado",
  "truck.deactivated": "Caminhão desativado",
  "truck.updated": "Caminhão alterado",
  "trucks.imported": "Caminhões importados de planilha",
  "user.email_change_requested": "Troca de e-mail pedida",
  "user.email_changed": "E-mail alterado",
  "user.email_verified": "E-mail confirmado",
  "user.password_changed": "Senha alterada",
  "user.password_reset": "Senha redefinida",
  "user.password_reset_requested": "Redefinição de senha pedida",
  "yard.created": "Pátio cadastrado",
  "yard.default_set": "Pátio padrão escolhido",
  "yard.updated": "Pátio alterado",
};

/** The label of a stored code; an event written by an older version reads as a generic change, never as its code. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABEL as Record<string, string | undefined>)[action] ?? "Alteração registrada";
}
