import { instantFromLocal, localParts } from "../time/zoned";

/** Quiet hours as minutes after local midnight: 21:00–08:00 is { from: 1260, until: 480 }. */
export interface QuietHours {
  from: number;
  until: number;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { from: 21 * 60, until: 8 * 60 };

export function minutesOf(hhmm: string): number {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
}

export function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * When a message due at `at` may go out: `at` itself outside quiet hours, else the instant they end
 * on the wall clock of `timeZone` (the municipality's). A window may cross midnight (21:00–08:00)
 * or not (12:00–14:00); `from === until` means no quiet hours.
 */
export function releaseAfterQuietHours(at: Date, timeZone: string, quiet: QuietHours): Date {
  if (quiet.from === quiet.until) return at;
  const p = localParts(at.getTime(), timeZone);
  const now = p.hour * 60 + p.minute;
  const crosses = quiet.from > quiet.until;
  const inside = crosses ? now >= quiet.from || now < quiet.until : now >= quiet.from && now < quiet.until;
  if (!inside) return at;
  // The end is today, unless the window crosses midnight and we are in its evening part.
  const nextDay = crosses && now >= quiet.from;
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day + (nextDay ? 1 : 0)));
  return new Date(
    instantFromLocal(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: Math.floor(quiet.until / 60),
        minute: quiet.until % 60,
        second: 0,
        millisecond: 0,
      },
      timeZone,
    ),
  );
}
