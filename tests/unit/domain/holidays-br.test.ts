import { readFileSync } from "node:fs";
import Holidays from "date-holidays";
import { describe, expect, it } from "vitest";
import { holidayOn, publicHolidays } from "@/domain/deadlines/business-days";
import { BRAZIL_UFS as UFS } from "@/domain/mtr/systems";
import {
  brazilHolidayData,
  brazilZoneData,
  HOLIDAYS_BR_PATH,
  ZONES_BR_PATH,
} from "../../../scripts/holidays-br";

describe("Brazil's holidays, read from date-holidays' rules for Brazil alone", () => {
  it("holidays-br.json is what `npm run holidays:br` extracts from the installed date-holidays", () => {
    expect(JSON.parse(readFileSync(HOLIDAYS_BR_PATH, "utf8"))).toEqual(brazilHolidayData());
  });

  it("moment-timezone-br.json (the browser's zones) is what it extracts, and holds every zone Brazil's rules name", () => {
    const zones = brazilZoneData();
    expect(JSON.parse(readFileSync(ZONES_BR_PATH, "utf8"))).toEqual(zones);
    const named = brazilHolidayData().holidays.BR as { zones: string[] };
    expect(zones.zones.map((z) => z.split("|")[0]).sort()).toEqual([...named.zones].sort());
  });

  it("every state's public holidays, 2024 to 2030, are the package's own to the day and name", () => {
    let compared = 0;
    for (const uf of UFS) {
      const full = new Holidays("BR", uf);
      for (let year = 2024; year <= 2030; year++) {
        // Two holidays may share a day (MG's data magna is Tiradentes): the later one names it, as in business-days.
        const expected = new Map<string, string>();
        for (const holiday of full.getHolidays(year))
          if (holiday.type === "public") expected.set(holiday.date.slice(0, 10), holiday.name);
        expect(publicHolidays(uf, year), `${uf} ${year}`).toEqual(expected);
        compared += expected.size;
      }
    }
    expect(compared).toBeGreaterThan(27 * 7 * 9);
  }, 60_000);

  it("knows the national days a deadline skips (Tiradentes, Good Friday) and a state's own (PB: 5 de agosto)", () => {
    expect(holidayOn("2026-04-21", "SP", [])?.name).toBe("Dia de Tiradentes");
    expect(holidayOn("2026-04-03", "MG", [])?.name).toBe("Sexta-Feira Santa");
    expect(holidayOn("2026-08-05", "PB", [])).not.toBeNull();
    expect(holidayOn("2026-08-05", "MG", [])).toBeNull();
  });
});
