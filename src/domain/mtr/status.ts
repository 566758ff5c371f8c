/**
 * An MTR as we keep it beside its CTR. `queued`: asked for, waiting for the system (an outage, a
 * retry); `issued` (salvo in the system); `received` (the receiver confirmed it there); `cancelled`;
 * `failed`: the system refused it, with what to fix.
 */
export const MTR_STATUSES = ["queued", "issued", "received", "cancelled", "failed"] as const;
export type MtrStatus = (typeof MTR_STATUSES)[number];

export const MTR_STATUS_LABEL: Record<MtrStatus, string> = {
  queued: "aguardando o sistema",
  issued: "emitido",
  received: "recebido pelo destinador",
  cancelled: "cancelado",
  failed: "recusado pelo sistema",
};

/** A CDF as the receiver asked for it: waiting for the system (an outage), issued, or refused. */
export const MTR_CDF_STATUSES = ["queued", "issued", "failed"] as const;
export type MtrCdfStatus = (typeof MTR_CDF_STATUSES)[number];

export const MTR_CDF_STATUS_LABEL: Record<MtrCdfStatus, string> = {
  queued: "aguardando o sistema",
  issued: "emitido",
  failed: "recusado pelo sistema",
};

/** The generator's answer to a receipt the receiver altered in the system. */
export const RECEIPT_CHANGE_ANSWERS = ["accepted", "refused"] as const;
export type ReceiptChangeAnswer = (typeof RECEIPT_CHANGE_ANSWERS)[number];

export const RECEIPT_CHANGE_ANSWER_LABEL: Record<ReceiptChangeAnswer, string> = {
  accepted: "aceita pelo gerador",
  refused: "recusada pelo gerador",
};

/** What the worker must still do for an MTR, from what was asked and what the system has. */
export type MtrStep = "issue" | "resolve" | "cancel" | "receive" | "alter" | "answer" | "pdf" | null;

export interface MtrProgress {
  status: MtrStatus;
  number: string | null;
  /** The last request may have reached the system without an answer (a timeout). */
  uncertain: boolean;
  cancelRequested: boolean;
  receiptRequested: boolean;
  receiptSynced: boolean;
  /** The receiver corrected the received quantity and the system does not have it yet. */
  receiptChangeOwed: boolean;
  /** The generator answered the altered receipt and the system does not have the answer yet. */
  answerOwed: boolean;
  hasPdf: boolean;
}

export function nextMtrStep(m: MtrProgress): MtrStep {
  if (m.status === "cancelled") return null;
  if (m.uncertain) return "resolve";
  // Cancelling one never issued is done here, without the system.
  if (m.cancelRequested) return "cancel";
  if (m.status === "failed") return null;
  if (!m.number) return "issue";
  if (m.receiptRequested && !m.receiptSynced) return "receive";
  if (m.receiptSynced && m.receiptChangeOwed) return "alter";
  if (m.answerOwed) return "answer";
  if (!m.hasPdf) return "pdf";
  return null;
}

/** Minutes before the next try after `attempts` failures: 1, 2, 4 … at most 6 hours. */
export function mtrBackoffMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 360);
}
