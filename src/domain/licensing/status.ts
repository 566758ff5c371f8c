/** Days before expiry at which a licence shows "vence em breve" and the dashboard warns. */
export const EXPIRY_WARNING_DAYS = 30;

export type LicenceStatus = "valid" | "expiring" | "expired" | "not_yet_valid";

export const LICENCE_STATUS_LABEL: Record<LicenceStatus, string> = {
  valid: "válida",
  expiring: "vence em breve",
  expired: "vencida",
  not_yet_valid: "ainda não vigente",
};

export const LICENCE_STATUS_COLOR: Record<LicenceStatus, string> = {
  valid: "green",
  expiring: "yellow",
  expired: "red",
  not_yet_valid: "gray",
};

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Daily status from ISO dates; `today` is the calendar date in the issuing municipality. Valid through `validUntil`. */
export function licenceStatus(validFrom: string, validUntil: string, today: string): LicenceStatus {
  if (today < validFrom) return "not_yet_valid";
  if (today > validUntil) return "expired";
  if (addDays(today, EXPIRY_WARNING_DAYS) >= validUntil) return "expiring";
  return "valid";
}

/** Whether a licence counts today: valid or expiring (still in force). */
export function inForce(status: LicenceStatus): boolean {
  return status === "valid" || status === "expiring";
}
