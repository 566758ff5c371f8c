import { plural } from "../plural";
import { minutesOfDay, TIME_HINT } from "../time/time-of-day";

/*
 * What a company says about its own working day: how many caçambas a truck carries per trip, a
 * driver's shift and break, a receiver's opening hours and unloading time. They are company settings,
 * not rules of a municipal law: the laws encoded here (JF, JP) are silent on them, and the screens say
 * so. Pure: the server's schemas and the forms check the same way.
 */

/** Caçambas a truck carries per trip: a hook-lift (poliguindaste) carries 1; a few carry 2 to 4. */
export const CACAMBAS_PER_TRIP = { min: 1, max: 4, fallback: 1 } as const;
/** A driver's break inside the shift, minutes. */
export const BREAK_MINUTES = { min: 0, max: 180, fallback: 60 } as const;
/** Minutes a truck spends at a receiver's gate: weighing, tipping, the receipt. */
export const UNLOAD_MINUTES = { min: 5, max: 120, fallback: 20 } as const;
/** The shift and the opening hours a new driver or receiver starts with (the columns' defaults). */
export const DEFAULT_HOURS = { start: "07:00", end: "17:00" } as const;

/** The words the screens show beside these settings: no law rules them. */
export const LAW_SILENT_ON_DAY =
  "Configuração da empresa: as leis municipais de caçambas atendidas não tratam disso.";

export type FieldProblems = Record<string, string>;

/**
 * The problems of a time window: each end "HH:MM" and the end after the start (a window does not cross
 * midnight). `fields` names the two inputs; `what` is the window in words ("O turno").
 */
export function windowProblems(
  start: string,
  end: string,
  fields: { start: string; end: string },
  what: string,
): FieldProblems {
  const problems: FieldProblems = {};
  const from = minutesOfDay(start);
  const until = minutesOfDay(end);
  if (from === null) problems[fields.start] = TIME_HINT;
  if (until === null) problems[fields.end] = TIME_HINT;
  if (from !== null && until !== null && until <= from)
    problems[fields.end] =
      `${what} deve terminar depois de começar (${start}): informe um horário após ${start}.`;
  return problems;
}

/** A driver's shift: start and end "HH:MM", end after start, the break shorter than the shift. */
export function shiftProblems(s: {
  shiftStart: string;
  shiftEnd: string;
  breakMinutes: number;
}): FieldProblems {
  const problems = windowProblems(
    s.shiftStart,
    s.shiftEnd,
    { start: "shiftStart", end: "shiftEnd" },
    "O turno",
  );
  const from = minutesOfDay(s.shiftStart);
  const until = minutesOfDay(s.shiftEnd);
  if (from !== null && until !== null && until > from && s.breakMinutes >= until - from)
    problems.breakMinutes = `O intervalo (${s.breakMinutes} min) deve ser menor que o turno (${until - from} min).`;
  return problems;
}

/** A receiver's hours: opens and closes "HH:MM", closes after opens, room for one unloading. */
export function hoursProblems(h: {
  opensAt: string;
  closesAt: string;
  unloadMinutes: number;
}): FieldProblems {
  const problems = windowProblems(
    h.opensAt,
    h.closesAt,
    { start: "opensAt", end: "closesAt" },
    "O horário de funcionamento",
  );
  const from = minutesOfDay(h.opensAt);
  const until = minutesOfDay(h.closesAt);
  if (from !== null && until !== null && until > from && h.unloadMinutes > until - from)
    problems.unloadMinutes = `A descarga (${h.unloadMinutes} min) não cabe no horário de funcionamento (${until - from} min).`;
  return problems;
}

/** "1 caçamba por viagem", "2 caçambas por viagem". */
export function perTripText(cacambas: number): string {
  return `${plural(cacambas, "caçamba")} por viagem`;
}

/** "Turno 07:00–17:00, intervalo 60 min" ("sem intervalo" when 0). */
export function shiftText(s: { shiftStart: string; shiftEnd: string; breakMinutes: number }): string {
  const rest = s.breakMinutes > 0 ? `intervalo ${s.breakMinutes} min` : "sem intervalo";
  return `Turno ${s.shiftStart}–${s.shiftEnd}, ${rest}`;
}

/** "Aberto 07:00–17:00, descarga 20 min". */
export function hoursText(h: { opensAt: string; closesAt: string; unloadMinutes: number }): string {
  return `Aberto ${h.opensAt}–${h.closesAt}, descarga ${h.unloadMinutes} min`;
}
