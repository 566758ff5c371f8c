import { formatCnpj, formatCpf } from "@brazilian-utils/brazilian-utils";

/** pt-BR display formats, shared by pages, PDFs and CSV exports. */
const money = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

export function formatMoneyCents(cents: number): string {
  return money.format(cents / 100).replace(/\u00a0/g, " ");
}

const DATE = { day: "2-digit", month: "2-digit", year: "numeric" } as const;
const PRESETS = {
  date: ["pt-BR", DATE],
  dateTime: ["pt-BR", { ...DATE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }],
  isoDate: ["en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl.DateTimeFormat costs far more than using one: one per preset and time zone. */
function dateFormatter(preset: keyof typeof PRESETS, timeZone: string): Intl.DateTimeFormat {
  const key = `${preset}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    const [locale, options] = PRESETS[preset];
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

export function formatDate(d: Date, timeZone = "America/Sao_Paulo"): string {
  return dateFormatter("date", timeZone).format(d);
}

export function formatDateTime(d: Date, timeZone = "America/Sao_Paulo"): string {
  const parts = dateFormatter("dateTime", timeZone).formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}/${get("month")}/${get("year")} ${get("hour")}:${get("minute")}`;
}

/** "14:05": the hour and minute on the municipality's clock. */
export function formatTime(d: Date, timeZone = "America/Sao_Paulo"): string {
  return formatDateTime(d, timeZone).slice(11);
}

export function formatTaxId(digits: string): string {
  return digits.length === 11 ? formatCpf(digits) : formatCnpj(digits);
}

/** `ABC1234` → `ABC-1234`; Mercosul `ABC1D23` stays as is. */
export function formatPlate(plate: string): string {
  return /^[A-Z]{3}\d{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

/** Lowercase words without accents or punctuation: "Juiz de Fora/MG" → "juiz de fora mg". */
const plainWords = (text: string) =>
  ` ${text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

/**
 * An address and its municipality, the municipality said once: "Rua Halfeld, 1200 — Centro, Juiz de
 * Fora/MG" stays as it is (a CEP's address already ends with it); "Rua Halfeld, 1200" becomes
 * "Rua Halfeld, 1200 — Juiz de Fora/MG".
 */
export function addressIn(address: string, municipality: string): string {
  if (!municipality || plainWords(address).includes(plainWords(municipality))) return address;
  return address ? `${address} — ${municipality}` : municipality;
}

export function formatCep(cep: string): string {
  return cep.length === 8 ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;
}

/** ISO calendar date `2025-01-31` → `31/01/2025`. */
export function formatIsoDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

/** The calendar date (`aaaa-mm-dd`) of an instant on the wall clock of `timeZone`. */
export function isoDateIn(at: Date, timeZone = "America/Sao_Paulo"): string {
  return dateFormatter("isoDate", timeZone).format(at);
}

/** `3232151234` → `(32) 3215-1234`; `32991234567` → `(32) 99123-4567`. */
export function formatPhone(digits: string): string {
  if (/^0[3589]00/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  return digits;
}

/** Metres or m³ with a comma: `2.65` → `2,65`. */
export function formatDecimal(n: number, fractionDigits = 2): string {
  return n.toLocaleString("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: fractionDigits });
}

/** Caçamba numbers have at least two digits (JF art. 7º, IV): `1` → `01`. */
export function formatCacambaNumber(n: number): string {
  return String(n).padStart(2, "0");
}

/** One coordinate for a field a person may edit: fixed decimals, the pt-BR comma (`-21.7612` → `-21,761200`). */
export function coordinateText(v: number, digits = 6): string {
  return v.toFixed(digits).replace(".", ",");
}

const coordFormatters = new Map<number, Intl.NumberFormat>();

/**
 * "-21,76120; -43,35050": latitude and longitude with the pt-BR decimal comma, so a semicolon (never a
 * comma) separates them. `digits` decimals: 5 ≈ 1 m, 6 ≈ 10 cm.
 */
export function formatCoordinates(lat: number, lon: number, digits = 5): string {
  let f = coordFormatters.get(digits);
  if (!f) {
    f = new Intl.NumberFormat("pt-BR", {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    coordFormatters.set(digits, f);
  }
  return `${f.format(lat)}; ${f.format(lon)}`;
}
