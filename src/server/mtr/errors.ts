import { MTR_SYSTEM_LABEL, type MtrSystem } from "@/domain/mtr";

/**
 * How a call to an MTR system ended when it did not succeed: `timeout` (no answer in time: the
 * request may have been applied), `unavailable` (not reached, or a 5xx: safe to try again later),
 * `auth` (credentials refused), `refused` (the system answered no, with its reason).
 */
export type MtrFailure = "timeout" | "unavailable" | "auth" | "refused";

export class MtrCallError extends Error {
  constructor(
    readonly kind: MtrFailure,
    readonly system: MtrSystem,
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = "MtrCallError";
  }
}

/** The pt-BR sentence for each failure, saying what happens next or what to fix. */
export function failureMessage(kind: MtrFailure, system: MtrSystem, detail: string): string {
  const name = MTR_SYSTEM_LABEL[system];
  switch (kind) {
    case "timeout":
      return `${name} não respondeu a tempo (${detail}). Antes de reenviar, o MTR é procurado no sistema para não ser emitido duas vezes.`;
    case "unavailable":
      return `${name} está fora do ar ou inacessível (${detail}). O pedido fica na fila e é reenviado automaticamente.`;
    case "auth":
      return `${name} recusou o acesso (${detail}). Confira CPF/CNPJ do usuário, senha e código da unidade em MTR e CDF → Credenciais.`;
    case "refused":
      return `${name} recusou o pedido: ${detail}`;
  }
}
