/**
 * Brasília time as the layout writes it (`2026-03-05T14:07:00-03:00`). Brazil has had no daylight
 * saving since 2019 (Decreto 9.772/2019), so the offset is fixed.
 */
export function brasiliaDateTime(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

/** The calendar day in Brasília (`AAAA-MM-DD`). */
export function brasiliaDate(at: Date): string {
  return brasiliaDateTime(at).slice(0, 10);
}
