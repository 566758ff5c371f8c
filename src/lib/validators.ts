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
