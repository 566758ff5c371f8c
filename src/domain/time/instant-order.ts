import { RulesInputError } from "../errors";

export interface TimedField {
  /** Input path, e.g. `fullAt` or `history.priorInfractions.0.decidedAt`. */
  path: string;
  /** ISO instant. */
  at: string;
  /** pt-BR name, e.g. "caçamba cheia" or "decisão anterior". */
  label: string;
}

/** "02/06/2025 10:00" on the municipality's wall clock. */
export const brInstant = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("pt-BR", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(new Date(iso))
    .replace(",", "");

/**
 * Refuses an input whose `later` instant comes before its `earlier` one (a caçamba full before it was placed,
 * a "prior" decision after the act): no law counts from such a pair. Equal instants pass.
 */
export function assertInOrder(
  earlier: TimedField,
  later: TimedField | undefined,
  timeZone: string,
  why: string,
): void {
  if (!later || Date.parse(later.at) >= Date.parse(earlier.at)) return;
  const message = `Datas impossíveis: ${later.label} em ${brInstant(later.at, timeZone)} e ${earlier.label} em ${brInstant(earlier.at, timeZone)}. ${why}`;
  throw new RulesInputError(message, [{ path: later.path, message }]);
}
