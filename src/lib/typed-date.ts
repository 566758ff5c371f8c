/**
 * Dates and times as a person types them in Brazil — `dd/mm/aaaa` and 24 h `HH:MM` — whatever the
 * browser's locale (a native `type="date"` follows it: `12/01/2026` and `08:00 AM` in an en-US
 * Chromium). Pure, so the masked fields and the server's date schema read the same text.
 */

import { isTimeOfDay, TIME_HINT } from "@/domain/time/time-of-day";

/** Digits typed so far with their separators put in as the person types: `17032031` → `17/03/2031`. */
function mask(text: string, groups: readonly number[], separator: string): string {
  const ends = groups.map((_, i) => groups.slice(0, i + 1).reduce((a, b) => a + b, 0));
  const digits = text.replace(/\D/g, "").slice(0, ends.at(-1));
  let out = "";
  for (const [i, end] of ends.entries()) {
    const part = digits.slice(end - (groups[i] ?? 0), end);
    if (!part) break;
    out += (i > 0 ? separator : "") + part;
  }
  // A separator typed right after a whole group stays, so "17/" reads as typed.
  const typedSeparator = text.endsWith(separator) && ends.slice(0, -1).includes(digits.length);
  return typedSeparator ? out + separator : out;
}

/** What a date field shows for `text`: digits as `dd/mm/aaaa`, at most 8 of them. */
export function maskDate(text: string): string {
  return mask(text, [2, 2, 4], "/");
}

/** What a time field shows for `text`: digits as `HH:MM`, at most 4 of them. */
export function maskTime(text: string): string {
  return mask(text, [2, 2], ":");
}

function isRealIsoDate(iso: string): boolean {
  const d = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/** `17/03/2031` → `2031-03-17`; null when the text is not a whole, real date (31/02 is not). */
export function isoFromBrDate(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isRealIsoDate(iso) ? iso : null;
}

/** `2031-03-17` → `17/03/2031` (the text a date field starts with). */
export function brFromIsoDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** Whether `text` is a 24 h time `HH:MM` from 00:00 to 23:59 (one reading with the server's). */
export const isTime = isTimeOfDay;

export const DATE_HINT = "Data inválida: use dd/mm/aaaa, como 17/03/2031.";
export { TIME_HINT };

/**
 * The instant of a typed date (and time, noon when a day is all that is known) on this device's wall
 * clock; an invalid `Date` when either is not whole, which the server's instant schema refuses.
 */
export function typedInstant(brDate: string, time = "12:00"): Date {
  const iso = isoFromBrDate(brDate);
  return iso && isTime(time) ? new Date(`${iso}T${time}:00`) : new Date(Number.NaN);
}
