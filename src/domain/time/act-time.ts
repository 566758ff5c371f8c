/**
 * When a driver's act happened, from a report that may reach the server hours after it (the phone kept
 * it offline). Pure: the phone's clock and the server's are both given.
 *
 * The phone sends the act's time (`actedAt`) and its own clock at sending (`sentAt`). A phone whose clock
 * is wrong by minutes or hours still measures the time between the act and the sending well, so the
 * act's time is taken on the server's clock: `receivedAt − (sentAt − actedAt)` when the two clocks
 * disagree by more than `CLOCK_SLACK_MS`. Then it is refused if still in the future beyond the slack, or
 * older than `MAX_ACT_AGE_MS` (a job of the day does not wait a week on a phone).
 */

export const CLOCK_SLACK_MS = 5 * 60_000;
export const MAX_ACT_AGE_MS = 7 * 24 * 3_600_000;

export type ActTime =
  | { ok: true; at: Date; clockSkewMs: number }
  | { ok: false; reason: "future" | "too_old" };

export function actTime(input: { actedAt?: Date | null; sentAt?: Date | null; receivedAt: Date }): ActTime {
  const received = input.receivedAt.getTime();
  if (!input.actedAt) return { ok: true, at: input.receivedAt, clockSkewMs: 0 };
  const skew = input.sentAt ? input.sentAt.getTime() - received : 0;
  const corrected =
    Math.abs(skew) > CLOCK_SLACK_MS ? input.actedAt.getTime() - skew : input.actedAt.getTime();
  if (corrected > received + CLOCK_SLACK_MS) return { ok: false, reason: "future" };
  if (corrected < received - MAX_ACT_AGE_MS) return { ok: false, reason: "too_old" };
  return { ok: true, at: new Date(Math.min(corrected, received)), clockSkewMs: skew };
}

export const ACT_TIME_REFUSAL = {
  future:
    "O horário do registro está no futuro: acerte a data e a hora do celular (automáticas) e envie de novo.",
  too_old:
    "Registro de mais de 7 dias: o despacho precisa lançar este serviço pelo quadro, com o motivo do atraso.",
} as const;
