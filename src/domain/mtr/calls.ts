/**
 * How a call to an MTR system ended, as the call log shows it: `ok`, or the failure (`timeout`: no
 * answer in time; `unavailable`: down or unreachable; `auth`: credentials refused; `refused`: the
 * system said no).
 */
export const MTR_CALL_OUTCOMES = ["ok", "timeout", "unavailable", "auth", "refused"] as const;
export type MtrCallOutcome = (typeof MTR_CALL_OUTCOMES)[number];

export function isMtrCallOutcome(value: string): value is MtrCallOutcome {
  return (MTR_CALL_OUTCOMES as readonly string[]).includes(value);
}

export const MTR_CALL_OUTCOME_LABEL: Record<MtrCallOutcome, string> = {
  ok: "sucesso",
  timeout: "sem resposta a tempo",
  unavailable: "sistema fora do ar",
  auth: "acesso recusado",
  refused: "pedido recusado",
};

const OPERATION_LABEL: Record<string, string> = {
  gettoken: "entrar no sistema (gettoken)",
  salvar: "emitir MTR (salvarManifestoLote)",
  cancelar: "cancelar MTR (cancelarManifesto)",
  retornar: "consultar MTR (retornaManifesto)",
  retornarSeuCodigo: "consultar MTR pelo nosso código (retornaManifestoSeuCodigo)",
  pdfManifesto: "baixar PDF do MTR (downloadManifesto)",
  receber: "receber MTR (receberManifestoLote)",
  alterarRecebimento: "alterar recebimento (alteraRecebimento)",
  aceitarAlteracao: "responder à alteração do recebimento (aceiteAlteracaoRecebimento)",
  listarDoDia: "listar MTRs do dia (retornaListaCodigoBarasManifesto)",
  emitirCdf: "emitir CDF (emiteCDF)",
  pdfCdf: "baixar PDF do CDF (downloadCertificado)",
};

/** The operation in pt-BR with the system's route name; a lookup list by its name. */
export function mtrOperationLabel(operation: string): string {
  if (operation.startsWith("lista:")) return `consultar lista: ${operation.slice("lista:".length)}`;
  return OPERATION_LABEL[operation] ?? operation;
}
