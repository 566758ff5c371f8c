/**
 * `npm run holidays:br` writes src/domain/deadlines/holidays-br.json: date-holidays' rules for Brazil alone
 * (the country, its 27 states and the holiday names they borrow), which the deadlines count on. The package's
 * own data holds every country (806 KB) and every screen that shows a deadline would carry it to the
 * browser. A unit test keeps the file equal to what this extracts from the installed date-holidays.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

interface HolidayData {
  version: string;
  license: string;
  holidays: Record<string, object>;
  names: Record<string, object>;
}

const packageDir = dirname(createRequire(import.meta.url).resolve("date-holidays/package.json"));
const data: HolidayData = JSON.parse(readFileSync(join(packageDir, "data/holidays.json"), "utf8"));

export const HOLIDAYS_BR_PATH = "src/domain/deadlines/holidays-br.json";

export function brazilHolidayData() {
  const BR = data.holidays.BR;
  // Rules name a holiday by a key of the shared names ("_name": "easter -2"): keep the ones Brazil's use.
  const used = new Set([...JSON.stringify(BR).matchAll(/"_name":"([^"]+)"/g)].map((m) => m[1]));
  const names = Object.fromEntries(Object.entries(data.names).filter(([key]) => used.has(key)));
  return { version: data.version, license: data.license, holidays: { BR }, names };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(HOLIDAYS_BR_PATH, `${JSON.stringify(brazilHolidayData(), null, 1)}\n`);
  process.stdout.write(`Escrito ${HOLIDAYS_BR_PATH} a partir de date-holidays (dados de ${data.version}).\n`);
}
