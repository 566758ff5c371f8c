import { isBusinessDay } from "../deadlines/business-days";
import { resolveMunicipality } from "../municipalities";
import { addDays, localDate } from "../time/zoned";
import type { ExtraDayBasis } from "./terms";

export interface RentalPeriod {
  placedAt: Date;
  removedAt: Date;
  municipalityId: string;
  includedDays: number;
  basis: ExtraDayBasis;
  /** Municipal holidays (ISO dates) the hauler configured; national and state ones come from the calendar. */
  extraHolidays?: readonly string[];
}

export interface RentalDays {
  placedDate: string;
  removedDate: string;
  /** Days counted after the placement day through the removal day (calendar or business days). */
  daysUsed: number;
  extraDays: number;
}

/**
 * Days a caçamba stood on the street, counted in the site's time zone from the day after it was
 * placed through the day it was removed (placed on the 1st and removed on the 8th = 7 days), in
 * calendar days or in business days (weekends and national, state and municipal holidays skipped).
 * Days beyond those the rental includes are extra days.
 */
export function rentalDays(period: RentalPeriod): RentalDays {
  const municipality = resolveMunicipality(period.municipalityId);
  const timeZone = municipality?.timeZone ?? "America/Sao_Paulo";
  const uf = municipality?.uf ?? "MG";
  const placedDate = localDate(period.placedAt.getTime(), timeZone);
  const removedDate = localDate(period.removedAt.getTime(), timeZone);
  let daysUsed = 0;
  for (let d = addDays(placedDate, 1); d <= removedDate; d = addDays(d, 1))
    if (period.basis === "calendar" || isBusinessDay(d, uf, period.extraHolidays ?? [])) daysUsed++;
  return { placedDate, removedDate, daysUsed, extraDays: Math.max(0, daysUsed - period.includedDays) };
}
