import { addDays } from "../time/zoned";

/** A licence's admins are warned this many days before it ends (the smallest step not yet passed). */
export const LICENCE_WARNING_DAYS = [30, 7, 1] as const;

/** Whole days from `today` to `until` (ISO dates). */
export function daysBetween(today: string, until: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The warning step due on `today` for a licence valid through `validUntil`, or null (none yet, or lapsed). */
export function licenceWarningStep(today: string, validUntil: string): number | null {
  const left = daysBetween(today, validUntil);
  if (left < 0) return null;
  return [...LICENCE_WARNING_DAYS].reverse().find((d) => left <= d) ?? null;
}

/** The local days each warning of a licence valid through `validUntil` first goes out. */
export function licenceWarningDates(validUntil: string): { daysBefore: number; on: string }[] {
  return LICENCE_WARNING_DAYS.map((daysBefore) => ({ daysBefore, on: addDays(validUntil, -daysBefore) }));
}
