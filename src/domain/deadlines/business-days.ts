import Holidays from "date-holidays-parser";
import { weekday } from "../time/zoned";
import brazil from "./holidays-br.json";

export interface Holiday {
  date: string;
  name: string;
  scope: "national_or_state" | "municipal";
}

const cache = new Map<string, Map<string, string>>();

/**
 * National and state public holidays by date-holidays' rules for Brazil (type "public" only: no optional days
 * or bank holidays), read from holidays-br.json (`npm run holidays:br`), not from the package's every country.
 */
export function publicHolidays(uf: string, year: number): ReadonlyMap<string, string> {
  const key = `${uf}:${year}`;
  let dates = cache.get(key);
  if (!dates) {
    dates = new Map();
    const calendar = new Holidays(brazil, "BR", uf);
    for (const holiday of calendar.getHolidays(year)) {
      if (holiday.type === "public") dates.set(holiday.date.slice(0, 10), holiday.name);
    }
    cache.set(key, dates);
  }
  return dates;
}

export function holidayOn(date: string, uf: string, extraHolidays: readonly string[]): Holiday | null {
  if (extraHolidays.includes(date)) return { date, name: "feriado municipal", scope: "municipal" };
  const name = publicHolidays(uf, Number(date.slice(0, 4))).get(date);
  return name ? { date, name, scope: "national_or_state" } : null;
}

export function isBusinessDay(date: string, uf: string, extraHolidays: readonly string[] = []): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return holidayOn(date, uf, extraHolidays) === null;
}
