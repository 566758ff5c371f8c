import Papa from "papaparse";

function delimiterOf(header: string): string {
  if (header.includes(";")) return ";";
  if (header.includes("\t")) return "\t";
  if (header.includes(",")) return ",";
  return ";"; // one column: a decimal comma (`5,5`) stays in its cell
}

/**
 * The one CSV reader of the imports. It takes back what the exports write (UTF-8 with BOM, `;`, decimal
 * comma) as well as plain comma- or tab-separated files: the separator is read off the header line, whose
 * names never contain one (a one-column file is read as `;`, so `5,5` stays one decimal). Headers are
 * trimmed and lower-cased; blank lines are skipped.
 */
export function readCsv(text: string): { headers: string[]; rows: Record<string, string>[] } {
  const body = text.replace(/^\uFEFF/, "");
  const header = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = delimiterOf(header);
  const parsed = Papa.parse<Record<string, string>>(body, {
    header: true,
    delimiter,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  return { headers: parsed.meta.fields ?? [], rows: parsed.data };
}

/**
 * A number as a person or a spreadsheet writes it: `12,5` or `12.5`, `-21,7612`, and with thousands
 * separators `1.234,56` or `1.234.567`. `1.234` alone is one point two three four (a decimal point, as
 * files from other tools write it). Null when it is not a number.
 */
export function parseCsvNumber(typed: string): number | null {
  const s = typed.trim().replace(/[\s\u00a0]/g, "");
  if (/^[+-]?\d+([.,]\d+)?$/.test(s)) return Number(s.replace(",", "."));
  if (/^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) return Number(s.replaceAll(".", "").replace(",", "."));
  return null;
}
