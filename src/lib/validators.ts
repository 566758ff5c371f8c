import { isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";
import { z } from "zod";

const digits = (s: string) => s.replace(/\D/g, "");

export const cnpjSchema = z
  .string()
  .transform(digits)
  .refine((v) => v.length === 14 && isValidCnpj(v), "CNPJ inválido: confira os 14 dígitos.");

export const cpfSchema = z
  .string()
  .transform(digits)
  .refine((v) => v.length === 11 && isValidCpf(v), "CPF inválido: confira os 11 dígitos.");

export const cepSchema = z
  .string()
  .transform(digits)
  .refine((v) => v.length === 8, "CEP inválido: use 8 dígitos, como 36010-000.");

/** Old (`ABC-1234`) and Mercosul (`ABC1D23`) plates, normalized to uppercase without hyphen. */
export const plateSchema = z
  .string()
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ""))
  .refine(
    (v) => /^[A-Z]{3}\d{4}$/.test(v) || /^[A-Z]{3}\d[A-Z]\d{2}$/.test(v),
    "Placa inválida: use o formato ABC-1234 ou Mercosul ABC1D23.",
  );

export const idSchema = z.uuid("Identificador inválido.");

/** Brazilian phone with area code (10 or 11 digits), stored as digits. */
export const phoneSchema = z
  .string()
  .transform(digits)
  .refine(
    (v) => /^[1-9][0-9](9?[0-9]{8})$/.test(v) || /^0[3589]00[0-9]{6,7}$/.test(v),
    "Telefone inválido: use DDD e número, como (32) 3215-1234.",
  );

function isRealDate(iso: string): boolean {
  const d = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/** A calendar date typed `dd/mm/aaaa` (or ISO `aaaa-mm-dd`), normalized to ISO. */
export const dateSchema = z
  .string()
  .trim()
  .transform((v) => {
    const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
    return br ? `${br[3]}-${br[2]}-${br[1]}` : v;
  })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v), "Data inválida: use dd/mm/aaaa.");

/** CNH (carteira de motorista) register number: 11 digits. */
export const cnhNumberSchema = z
  .string()
  .transform(digits)
  .refine((v) => v.length === 11, "Número da CNH inválido: são 11 dígitos.");

export const CNH_CATEGORIES = ["A", "B", "C", "D", "E", "AB", "AC", "AD", "AE"] as const;

export const cnhCategorySchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(CNH_CATEGORIES, "Categoria da CNH inválida: use A, B, C, D, E ou AB…AE."));

/** A decimal typed the Brazilian way (`2,65`) or with a dot (`2.65`). */
export function parseDecimal(v: string): number | null {
  const s = v.trim().replace(/\s/g, "");
  if (!/^\d+([.,]\d+)?$/.test(s)) return null;
  return Number(s.replace(",", "."));
}
