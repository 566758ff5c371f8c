import { isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";
import { z } from "zod";
import { hasAtMostPlaces } from "@/domain/quantity";
import { isTimeOfDay, TIME_HINT } from "@/domain/time/time-of-day";
import { CONTROL, cutText, LONE_SURROGATE, withoutUnsafe } from "@/domain/unsafe-text";
import { isoFromBrDate } from "@/lib/typed-date";
import "./zod-setup";

const digits = (s: string) => s.replace(/\D/g, "");

/**
 * Length limits of typed text, in characters, by kind. Generous for what a person types, small
 * enough that no value reaches a B-tree index's ~2.7 KB row limit or a PDF line it cannot fit:
 * - `code` 60: licence, registration and document numbers, caçamba codes, keys (real ones ≤ 30);
 * - `short` 120: a role or post, a signer's function, a short label;
 * - `name` 200: a person's or a company's name (the Receita's razão social holds 150);
 * - `address` 300: street, number, complement, district and city in one line;
 * - `note` 2000: a note, a reason, a remark (a long paragraph);
 * - `text` 4000: facts and decisions of a citation; a defence has its own 20,000;
 * - `email` 254 (RFC 5321); `secret` 256: passwords and link tokens (a long passphrase fits;
 *   the strength check and the hash never see a megabyte).
 */
export const TEXT_MAX = {
  code: 60,
  short: 120,
  name: 200,
  address: 300,
  note: 2000,
  text: 4000,
  email: 254,
  secret: 256,
} as const;

/**
 * A name the client chose for a file (`?name=`), made safe to keep rather than refused: control
 * characters and broken surrogate pairs dropped, cut to `max` characters without splitting one.
 */
export function cleanFileName(name: string, max = 200): string {
  return cutText(withoutUnsafe(name).text.trim(), max);
}

/**
 * The one text schema of the API: at most `max` characters, no control characters, no broken
 * surrogate pairs, trimmed unless `{ trim: false }` (passwords, drawings). Chain `.min()` after it.
 */
export function textSchema(max: number, options: { trim?: boolean; tooLong?: string } = {}) {
  const base = z
    .string("Informe um texto.")
    .max(max, options.tooLong ?? `Texto longo demais: use até ${max.toLocaleString("pt-BR")} caracteres.`)
    .refine(
      (v) => !CONTROL.test(v),
      "O texto tem um caractere de controle (invisível): apague-o e digite de novo.",
    )
    .refine(
      (v) => !LONE_SURROGATE.test(v),
      "O texto tem um símbolo ou emoji incompleto: apague-o e digite de novo.",
    );
  return options.trim === false ? base : base.trim();
}

export const cnpjSchema = textSchema(TEXT_MAX.code)
  .transform(digits)
  .refine((v) => v.length === 14 && isValidCnpj(v), "CNPJ inválido: confira os 14 dígitos.");

export const cpfSchema = textSchema(TEXT_MAX.code)
  .transform(digits)
  .refine((v) => v.length === 11 && isValidCpf(v), "CPF inválido: confira os 11 dígitos.");

export const cepSchema = textSchema(TEXT_MAX.code)
  .transform(digits)
  .refine((v) => v.length === 8, "CEP inválido: use 8 dígitos, como 36010-000.");

/** Old (`ABC-1234`) and Mercosul (`ABC1D23`) plates, normalized to uppercase without hyphen. */
export const plateSchema = textSchema(TEXT_MAX.code)
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ""))
  .refine(
    (v) => /^[A-Z]{3}\d{4}$/.test(v) || /^[A-Z]{3}\d[A-Z]\d{2}$/.test(v),
    "Placa inválida: use o formato ABC-1234 ou Mercosul ABC1D23.",
  );

export const idSchema = z.uuid("Identificador inválido.");

/** Brazilian phone with area code (10 or 11 digits), stored as digits. */
export const phoneSchema = textSchema(TEXT_MAX.code)
  .transform(digits)
  .refine(
    (v) => /^[1-9][0-9](9?[0-9]{8})$/.test(v) || /^0[3589]00[0-9]{6,7}$/.test(v),
    "Telefone inválido: use DDD e número, como (32) 3215-1234.",
  );

/**
 * Years a date or instant of this API may carry: a licence, a CNH, an order or a citation lives
 * well inside them, and PostgreSQL and `Date` both hold them (year 0000 does not exist in
 * PostgreSQL; 275760 is past `Date`'s end).
 */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2199;
const yearMessage = `Data fora do intervalo aceito (anos ${YEAR_MIN} a ${YEAR_MAX}): confira o ano.`;

function isRealDate(iso: string): boolean {
  const d = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

const inYears = (year: number) => year >= YEAR_MIN && year <= YEAR_MAX;

/** The one calendar-date schema: typed `dd/mm/aaaa` (or ISO `aaaa-mm-dd`), normalized to ISO. */
export const dateSchema = textSchema(20)
  .transform((v) => isoFromBrDate(v) ?? v)
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v), {
    message: "Data inválida: use dd/mm/aaaa.",
    abort: true,
  })
  .refine((v) => inYears(Number(v.slice(0, 4))), yearMessage);

/**
 * The one instant schema: a `Date` (what the app's client sends) or an ISO 8601 instant with its
 * offset (a driver's phone queue), as a `Date` within `YEAR_MIN`…`YEAR_MAX`. Numbers are refused.
 */
export const instantSchema = z
  .union(
    [
      z.date("Data e hora inválidas."),
      textSchema(40).pipe(
        z.iso.datetime({ offset: true, message: "Data e hora inválidas: use o formato ISO 8601 com fuso." }),
      ),
    ],
    "Data e hora inválidas.",
  )
  .transform((v, ctx) => {
    const at = v instanceof Date ? v : new Date(v);
    if (Number.isNaN(at.getTime()) || !inYears(at.getUTCFullYear())) {
      ctx.addIssue({ code: "custom", message: yearMessage });
      return z.NEVER;
    }
    return at;
  });

/** CNH (carteira de motorista) register number: 11 digits. */
export const cnhNumberSchema = textSchema(TEXT_MAX.code)
  .transform(digits)
  .refine((v) => v.length === 11, "Número da CNH inválido: são 11 dígitos.");

export const CNH_CATEGORIES = ["A", "B", "C", "D", "E", "AB", "AC", "AD", "AE"] as const;

export const cnhCategorySchema = textSchema(TEXT_MAX.code)
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(CNH_CATEGORIES, "Categoria da CNH inválida: use A, B, C, D, E ou AB…AE."));

/** Keys that name an object's machinery, never data: refused in free-form JSON and record keys. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** The first reason `value` is not plain JSON the text rules accept, or null. */
function jsonProblem(value: unknown, maxText: number, depth: number): string | null {
  if (depth > 20) return "aninhamento profundo demais";
  if (value === null || typeof value === "boolean") return null;
  if (typeof value === "number") return Number.isFinite(value) ? null : "número inválido";
  if (typeof value === "string") {
    if (value.length > maxText) return `texto com mais de ${maxText} caracteres`;
    return CONTROL.test(value) || LONE_SURROGATE.test(value) ? "texto com caractere inválido" : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonProblem(item, maxText, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (RESERVED_KEYS.has(key) || key.length > 100 || CONTROL.test(key) || LONE_SURROGATE.test(key))
        return `chave inválida "${key.slice(0, 40)}"`;
      const problem = jsonProblem(item, maxText, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  return "tipo de valor inválido";
}

/**
 * Free-form JSON a client hands over (e.g. imported GeoJSON features) before its own schema reads
 * it: plain JSON types only (no dates, maps or big integers a transformer could build), finite
 * numbers, text under the same rules as `textSchema`, no `__proto__`/`constructor` keys.
 */
export function jsonSchema(maxText: number = TEXT_MAX.note) {
  return z.unknown().superRefine((value, ctx) => {
    const problem = jsonProblem(value, maxText, 0);
    if (problem) ctx.addIssue({ code: "custom", message: `Dados inválidos: ${problem}.` });
  });
}

/**
 * The messages of a quantity field, written as a person would: "Informe o tamanho em m³.", "O tamanho
 * mínimo é 1 m³.", "A largura máxima é 20 m." — the article of `label` sets the adjective's gender.
 */
export type QuantityLabel = `${"O" | "A"} ${string}`;

export function quantityMessages(q: {
  label: QuantityLabel;
  unit: string;
  places: number;
  min: number;
  max: number;
}) {
  const fmt = (n: number) =>
    `${n.toLocaleString("pt-BR", { maximumFractionDigits: q.places })}${q.unit ? ` ${q.unit}` : ""}`;
  const feminine = q.label.startsWith("A ");
  const name = `${q.label.charAt(0).toLowerCase()}${q.label.slice(1)}`;
  return {
    missing: `Informe ${name}${q.unit ? ` em ${q.unit}` : ""}.`,
    atLeast: `${q.label} ${feminine ? "mínima" : "mínimo"} é ${fmt(q.min)}.`,
    atMost: `${q.label} ${feminine ? "máxima" : "máximo"} é ${fmt(q.max)}.`,
  };
}

/**
 * A decimal quantity kept in a `numeric(p, places)` column: finite, between `min` and `max`, with at
 * most `places` decimals — refused rather than rounded, so the number validated is the number stored,
 * hashed and printed. `-0` comes out as 0.
 */
export function quantitySchema(q: {
  places: number;
  min: number;
  max: number;
  /** The quantity with its article, which gives the messages their gender: "O volume", "A largura". */
  label: QuantityLabel;
  /** Printed after the number ("m³"); "" for a pure number (a factor). */
  unit: string;
}) {
  const { missing, atLeast, atMost } = quantityMessages(q);
  return z
    .number(missing)
    .min(q.min, atLeast)
    .max(q.max, atMost)
    .refine(
      (v) => hasAtMostPlaces(v, q.places),
      `${q.label} aceita até ${q.places} casas decimais: arredonde o valor.`,
    )
    .transform((v) => v + 0);
}

/**
 * An amount in integer centavos (what a money field sends once it has read "1.234,56"): whole,
 * from 0 (or `min`) up to R$ 100.000,00, refused rather than rounded.
 */
export function centsSchema(label: string, options: { min?: number; max?: number } = {}) {
  const min = options.min ?? 0;
  const max = options.max ?? 10_000_000;
  const brl = (c: number) => `R$ ${(c / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`;
  return z
    .number(`Informe ${label}.`)
    .int(`${label.charAt(0).toUpperCase()}${label.slice(1)} em centavos inteiros: use o formato 1.234,56.`)
    .min(min, `Valor mínimo: ${brl(min)}.`)
    .max(max, `Valor máximo: ${brl(max)}.`);
}

/** A wall-clock time "HH:MM" from 00:00 to 23:59 (a shift, opening hours). */
export const timeOfDaySchema = textSchema(5, { tooLong: TIME_HINT }).refine(isTimeOfDay, TIME_HINT);

/** A position in Brazil (a site, a yard, a receiver's gate): latitude and longitude, decimal degrees. */
export const latitudeSchema = z
  .number("Informe a latitude, como -21,7612.")
  .min(-34, "Latitude fora do Brasil: confira o ponto no mapa.")
  .max(6, "Latitude fora do Brasil: confira o ponto no mapa.");
export const longitudeSchema = z
  .number("Informe a longitude, como -43,3505.")
  .min(-74, "Longitude fora do Brasil: confira o ponto no mapa.")
  .max(-28, "Longitude fora do Brasil: confira o ponto no mapa.");

/** A whole number of `unit` from `min` to `max`, refused (not rounded) outside, in pt-BR. */
export function wholeSchema(label: string, range: { min: number; max: number }, unit = "") {
  const u = unit ? ` ${unit}` : "";
  const span = `de ${range.min} a ${range.max}${u}`;
  return z
    .number(`Informe ${label.toLowerCase()}: ${span}.`)
    .int(`${label}: use um número inteiro ${span}.`)
    .min(range.min, `${label}: use ${span}.`)
    .max(range.max, `${label}: use ${span}.`);
}

/**
 * Puts the field problems a pure check returns (`{ field: message }`) on the object's fields, but for
 * a field its own schema already refused (one message per field).
 */
export function fieldProblems<T>(problemsOf: (value: T) => Record<string, string>) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    const refused = new Set(ctx.issues.map((i) => String(i.path?.[0])));
    for (const [path, message] of Object.entries(problemsOf(value)))
      if (!refused.has(path)) ctx.addIssue({ code: "custom", path: [path], message });
  };
}
