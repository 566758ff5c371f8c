/**
 * Life of one NFS-e document (a DPS and the note it became):
 * signed → (sent) em verificação → autorizada → cancelada | substituída, or recusada (to fix and resend).
 */
export const NFSE_STATUSES = [
  "signed",
  "verifying",
  "authorised",
  "rejected",
  "cancelled",
  "substituted",
] as const;
export type NfseStatus = (typeof NFSE_STATUSES)[number];

export const NFSE_STATUS_LABEL: Record<NfseStatus, string> = {
  signed: "assinada, a enviar",
  verifying: "em verificação",
  authorised: "autorizada",
  rejected: "recusada",
  cancelled: "cancelada",
  substituted: "substituída",
};

/** States that hold the invoice's one live NFS-e (or the attempt at it). */
export const LIVE_NFSE_STATUSES: readonly NfseStatus[] = ["signed", "verifying", "authorised"];

/** Days before the certificate's expiry when the admin is warned. */
export const CERTIFICATE_WARNING_DAYS = [30, 7] as const;

/** Whole days from `now` until `notAfter` (negative once expired). */
export function daysUntil(notAfter: Date, now: Date): number {
  return Math.floor((notAfter.getTime() - now.getTime()) / 86_400_000);
}

/** The warning the admin sees about the certificate's expiry, or null when it is far off. */
export function certificateWarning(notAfter: Date, now: Date): { days: number; text: string } | null {
  const days = daysUntil(notAfter, now);
  if (days < 0) return { days, text: "O certificado A1 venceu: nenhuma NFS-e sai até enviar um novo." };
  if (days <= CERTIFICATE_WARNING_DAYS[0])
    return {
      days,
      text:
        days === 0
          ? "O certificado A1 vence hoje: renove e envie o novo."
          : `O certificado A1 vence em ${days} ${days === 1 ? "dia" : "dias"}: renove e envie o novo.`,
    };
  return null;
}
