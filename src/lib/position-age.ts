/**
 * How old a truck's last position is, as the board says it: "há menos de 1 min", "há 3 min",
 * "há 2 h 5 min". A fix a little in the future (the phone's clock ahead) reads as just now.
 */
export function positionAge(recordedAt: Date, now: Date): string {
  const minutes = Math.floor(Math.max(0, now.getTime() - recordedAt.getTime()) / 60_000);
  if (minutes < 1) return "há menos de 1 min";
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `há ${hours} h` : `há ${hours} h ${rest} min`;
}

/** The phone sends its position at most this often while a job is open. */
export const POSITION_INTERVAL_MS = 15_000;

/** Whether a fix seen at `now` should be sent, the last one having gone at `lastSentAt` (ms, or null). */
export function dueToSend(lastSentAt: number | null, now: number, interval = POSITION_INTERVAL_MS): boolean {
  return lastSentAt === null || now - lastSentAt >= interval;
}
