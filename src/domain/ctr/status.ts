/**
 * Status machine of a CTR: `issued` → `in_transit` → `received` | `rejected`; `cancelled` only
 * before receipt (from `issued` or `in_transit`). Received, rejected and cancelled are final.
 */
export const CTR_STATUSES = ["issued", "in_transit", "received", "rejected", "cancelled"] as const;
export type CtrStatus = (typeof CTR_STATUSES)[number];

export type CtrTransition = "depart" | "receive" | "reject" | "cancel";

const TRANSITIONS: Record<CtrTransition, { from: readonly CtrStatus[]; to: CtrStatus }> = {
  depart: { from: ["issued"], to: "in_transit" },
  /** A load may reach the gate without the driver marking departure: receipt is also allowed from `issued`. */
  receive: { from: ["issued", "in_transit"], to: "received" },
  reject: { from: ["issued", "in_transit"], to: "rejected" },
  cancel: { from: ["issued", "in_transit"], to: "cancelled" },
};

export const CTR_STATUS_LABEL: Record<CtrStatus, string> = {
  issued: "emitido",
  in_transit: "em trânsito",
  received: "recebido",
  rejected: "recusado",
  cancelled: "cancelado",
};

export const CTR_STATUS_COLOR: Record<CtrStatus, string> = {
  issued: "blue",
  in_transit: "yellow",
  received: "green",
  rejected: "red",
  cancelled: "gray",
};

const TRANSITION_LABEL: Record<CtrTransition, string> = {
  depart: "marcar a saída",
  receive: "confirmar o recebimento",
  reject: "recusar",
  cancel: "cancelar",
};

export type TransitionVerdict = { ok: true; to: CtrStatus } | { ok: false; message: string };

/** Whether `transition` may happen from `from`; the refusal says why, in pt-BR. */
export function ctrTransition(from: CtrStatus, transition: CtrTransition): TransitionVerdict {
  const rule = TRANSITIONS[transition];
  if (rule.from.includes(from)) return { ok: true, to: rule.to };
  const hint =
    transition === "cancel" && (from === "received" || from === "rejected")
      ? " O cancelamento só é possível antes do recebimento."
      : "";
  return {
    ok: false,
    message: `Não é possível ${TRANSITION_LABEL[transition]} um CTR ${CTR_STATUS_LABEL[from]}.${hint}`,
  };
}

export function isFinal(status: CtrStatus): boolean {
  return status === "received" || status === "rejected" || status === "cancelled";
}
