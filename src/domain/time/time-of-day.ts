/** A 24 h wall-clock time "HH:MM", 00:00 to 23:59, as the minutes after midnight; null when it is not one. */
export function minutesOfDay(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Whether `text` is a 24 h time "HH:MM" from 00:00 to 23:59. */
export function isTimeOfDay(text: string): boolean {
  return minutesOfDay(text) !== null;
}

export const TIME_HINT = "Horário inválido: use HH:MM de 00:00 a 23:59, como 08:30.";
