import { paymentDeadline, startOf } from "@/domain/fines/deadline-dates";

export type CitationStatus = "issued" | "defence_filed" | "upheld" | "cancelled" | "paid" | "overdue";

export const CITATION_STATUS_LABEL: Record<CitationStatus, string> = {
  issued: "emitido",
  defence_filed: "defesa apresentada",
  upheld: "mantido",
  cancelled: "cancelado",
  paid: "pago",
  overdue: "vencido",
};

export const CITATION_STATUS_COLOR: Record<CitationStatus, string> = {
  issued: "blue",
  defence_filed: "grape",
  upheld: "orange",
  cancelled: "gray",
  paid: "green",
  overdue: "red",
};

/** An upheld citation whose payment deadline passed reads as overdue before the worker records it. */
export function effectiveStatus(
  c: { status: CitationStatus; paymentDueAt: Date | null },
  now: Date,
): CitationStatus {
  if (c.status === "upheld" && c.paymentDueAt && c.paymentDueAt.getTime() < now.getTime()) return "overdue";
  return c.status;
}

/** Whether the defence may still be filed: before its deadline, or while undecided when the law sets none. */
export function defenceOpen(
  c: { status: CitationStatus; defenceDueAt: Date | null; noticeChannel: string; noticeReadAt: Date | null },
  now: Date,
): boolean {
  if (c.status !== "issued") return false;
  if (c.defenceDueAt) return now.getTime() <= c.defenceDueAt.getTime();
  return true;
}

/**
 * Upheld at first instance where the law counts the payment from the final decision's notice (CM art. 107):
 * the city has still to record that notice, and until then the payment has no date.
 */
export function awaitingFinalDecision(c: {
  status: CitationStatus;
  finalNoticedAt: Date | null;
  deadlines: readonly { kind: string; from: string }[];
}): boolean {
  const payment = paymentDeadline(c.deadlines);
  return c.status === "upheld" && !c.finalNoticedAt && !!payment && startOf(payment) === "finalNotice";
}
