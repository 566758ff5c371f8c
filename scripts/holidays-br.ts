/**
 * `npm run holidays:br` writes Brazil's part of what the holiday calendar reads, so that a screen that
 * counts a deadline does not carry the whole world's to the browser:
 * - src/domain/deadlines/holidays-br.json: date-holidays' rules for Brazil alone (the country, its 27
 *   states and the holiday names they borrow), not the package's every country (806 KB);
 * - src/lib/browser/moment-timezone-br.json: the time zones of those rules, from moment-timezone's data
 *   (727 KB for every zone), which the browser's build loads in place of the whole (next.config.mjs).
 * A unit test keeps both files equal to what this extracts from the installed packages.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

interface HolidayData {
  version: string;
  license: string;
  holidays: Record<string, object>;
  names: Record<string, object>;
}

interface ZoneData {
  version: string;
  zones: string[];
  links: string[];
  countries: string[];
}

const packageFile = (name: string, file: string) =>
  join(dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), file);
const data: HolidayData = JSON.parse(
  readFileSync(packageFile("date-holidays", "data/holidays.json"), "utf8"),
);
const zoneData: ZoneData = JSON.parse(
  readFileSync(packageFile("moment-timezone", "data/packed/latest.json"), "utf8"),
);

export const HOLIDAYS_BR_PATH = "src/domain/deadlines/holidays-br.json";
export const ZONES_BR_PATH = "src/lib/browser/moment-timezone-br.json";

export function brazilHolidayData() {
  const BR = data.holidays.BR;
  // Rules name a holiday by a key of the shared names ("_name": "easter -2"): keep the ones Brazil's use.
  const used = new Set([...JSON.stringify(BR).matchAll(/"_name":"([^"]+)"/g)].map((m) => m[1]));
  const names = Object.fromEntries(Object.entries(data.names).filter(([key]) => used.has(key)));
  return { version: data.version, license: data.license, holidays: { BR }, names };
}

/** The packed zones (and their other names) that Brazil's holiday rules name. */
export function brazilZoneData(): ZoneData {
  const names = new Set((data.holidays.BR as { zones: string[] }).zones);
  const named = (entry: string) => entry.split("|").some((name) => names.has(name));
  return {
    version: zoneData.version,
    zones: zoneData.zones.filter((zone) => names.has(zone.split("|")[0] ?? "")),
    links: zoneData.links.filter(named),
    countries: [],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(HOLIDAYS_BR_PATH, JSON.stringify(brazilHolidayData()));
  writeFileSync(ZONES_BR_PATH, JSON.stringify(brazilZoneData()));
  // As the repository's formatter lays them out, so that `biome check` (in npm test) passes them.
  execFileSync("node_modules/.bin/biome", ["format", "--write", HOLIDAYS_BR_PATH, ZONES_BR_PATH], {
    stdio: "ignore",
  });
  process.stdout.write(
    `Escritos ${HOLIDAYS_BR_PATH} (date-holidays, dados de ${data.version}) e ${ZONES_BR_PATH} ` +
      `(moment-timezone, dados ${zoneData.version}).\n`,
  );
}
