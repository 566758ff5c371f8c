import type { CtrStatus } from "./status";

/**
 * Days without receipt after which a CTR is flagged. Default 2: São Paulo's CTR-E gives the load
 * 2 days to reach a registered destination after the caçamba leaves the street; a hauler may set
 * its own number, and `CTR_RECEIPT_OVERDUE_DAYS` changes the platform default.
 */
export const DEFAULT_RECEIPT_OVERDUE_DAYS = 2;
/** What a hauler may set: at least a day, at most 60 (the federal MTR's automatic cancellation). */
export const RECEIPT_OVERDUE_DAYS_MIN = 1;
export const RECEIPT_OVERDUE_DAYS_MAX = 60;

export function receiptOverdueSince(issuedAt: Date, days: number): Date {
  return new Date(issuedAt.getTime() + days * 86_400_000);
}

/** True when the CTR still awaits receipt `days` full days after it was issued. */
export function isReceiptOverdue(status: CtrStatus, issuedAt: Date, now: Date, days: number): boolean {
  if (status !== "issued" && status !== "in_transit") return false;
  return now.getTime() >= receiptOverdueSince(issuedAt, days).getTime();
}
