import Papa from "papaparse";
import { localParts } from "../time/zoned";

/**
 * The one CSV writer of every export, for spreadsheets in pt-BR (Excel, LibreOffice): UTF-8 with BOM
 * (without it Excel reads the accents as Latin-1), `;` between cells (`,` is the decimal comma), CRLF
 * line ends, quotes only where a cell needs them (`;`, `"`, a line break, spaces at the ends). Values are
 * typed, so each column is written one way: numbers with a decimal comma and no thousands separator
 * (`1234,56`, `12,5`: what Excel itself writes for a number in the General format), calendar dates
 * `dd/mm/aaaa`, instants `dd/mm/aaaa HH:MM` on the wall clock of the zone given with them, booleans
 * `sim`/`não`. Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) gets a leading
 * `'`, so a name typed as `=HYPERLINK(…)` stays text.
 */

/** A calendar date (`aaaa-mm-dd`, no time of day, no zone). */
export interface CsvDate {
  readonly isoDate: string;
}
/** An instant, written on the wall clock of `timeZone` (the municipality's). */
export interface CsvInstant {
  readonly at: Date;
  readonly timeZone: string;
}
export type CsvValue = string | number | boolean | CsvDate | CsvInstant | null | undefined;

export const csvDate = (isoDate: string | null | undefined): CsvDate | null => (isoDate ? { isoDate } : null);
export const csvInstant = (at: Date | null | undefined, timeZone: string): CsvInstant | null =>
  at ? { at, timeZone } : null;

export const CSV_BOM = "\uFEFF";
export const CSV_DELIMITER = ";";
const NEWLINE = "\r\n";

const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3, useGrouping: false });
const two = (n: number) => String(n).padStart(2, "0");
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(v: CsvValue): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return FORMULA_START.test(v) ? `'${v}` : v;
  if (typeof v === "number") return Number.isFinite(v) ? decimal.format(v) : "";
  if (typeof v === "boolean") return v ? "sim" : "não";
  if ("isoDate" in v) {
    const [y, m, d] = v.isoDate.slice(0, 10).split("-");
    return `${d}/${m}/${y}`;
  }
  const p = localParts(v.at.getTime(), v.timeZone);
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}`;
}

function lines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return "";
  return `${Papa.unparse(rows as string[][], { delimiter: CSV_DELIMITER, newline: NEWLINE, quotes: false })}${NEWLINE}`;
}

/** The file's start: the BOM and the header line. */
export function csvHeader(fields: readonly string[]): string {
  return `${CSV_BOM}${lines([fields])}`;
}

/** Data lines, each ended by CRLF (empty for no rows): to append after `csvHeader`, page by page. */
export function csvRows(rows: readonly (readonly CsvValue[])[]): string {
  return lines(rows.map((r) => r.map(cellText)));
}

/** A whole file: BOM, header, rows. */
export function writeCsv(fields: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvHeader(fields) + csvRows(rows);
}
