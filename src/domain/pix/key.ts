import { isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";

/** The five kinds of Pix key the DICT holds. */
export const PIX_KEY_KINDS = ["cpf", "cnpj", "email", "phone", "evp"] as const;
export type PixKeyKind = (typeof PIX_KEY_KINDS)[number];

export const PIX_KEY_KIND_LABEL: Record<PixKeyKind, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  email: "e-mail",
  phone: "celular",
  evp: "chave aleatória",
};

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * An e-mail key as the DICT's API defines it (Banco Central, "API DICT", key type EMAIL): lower case,
 * at most 77 characters, a local part of ASCII letters, digits and `.!#$&'*+/=?^_\`{|}~-`, a domain of
 * labels of letters, digits and inner hyphens (1 to 63 characters). The DICT does not ask for a dot in
 * the domain; a key for invoices does (no bank account lives at `nome@localhost`).
 */
const EMAIL_LOCAL = /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+$/;
const EMAIL_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const EMAIL_KEY_MAX = 77;

function isEmailKey(email: string): boolean {
  const at = email.lastIndexOf("@");
  const labels = email.slice(at + 1).split(".");
  return (
    at > 0 &&
    email.length <= EMAIL_KEY_MAX &&
    EMAIL_LOCAL.test(email.slice(0, at)) &&
    labels.length >= 2 &&
    labels.every((l) => EMAIL_LABEL.test(l))
  );
}

/**
 * A Pix key as typed (formatted or not) to the form the DICT stores and the BR Code carries: CPF and
 * CNPJ as digits, e-mail in lower case, phone as `+55` + area code + mobile number, a random key (EVP)
 * in lower case. Refusals say what to fix, in pt-BR.
 */
export function normalizePixKey(
  typed: string,
): { ok: true; kind: PixKeyKind; key: string } | { ok: false; error: string } {
  const value = typed.trim();
  if (value === "") return { ok: false, error: "Informe a chave Pix." };
  if (EVP.test(value)) return { ok: true, kind: "evp", key: value.toLowerCase() };
  if (value.includes("@")) {
    const email = value.toLowerCase();
    if (/[^\x20-\x7e]/.test(email))
      return {
        ok: false,
        error:
          "E-mail inválido como chave Pix: o DICT não aceita acentos, ç ou emojis; use o e-mail da chave como o banco o mostra, como financeiro@empresa.com.br.",
      };
    if (!isEmailKey(email))
      return { ok: false, error: "E-mail inválido como chave Pix: confira o endereço (até 77 caracteres)." };
    return { ok: true, kind: "email", key: email };
  }
  const digits = value.replace(/\D/g, "");
  if (/^\+|\(/.test(value) || (digits.length === 13 && digits.startsWith("55"))) {
    const national = digits.startsWith("55") && digits.length === 13 ? digits.slice(2) : digits;
    if (!/^[1-9]{2}9\d{8}$/.test(national))
      return {
        ok: false,
        error: "Celular inválido como chave Pix: use +55, DDD e os 9 dígitos, como +55 32 98765-4321.",
      };
    return { ok: true, kind: "phone", key: `+55${national}` };
  }
  if (/[^\d.\-/\s]/.test(value))
    return {
      ok: false,
      error: "Chave Pix não reconhecida: use CPF, CNPJ, e-mail, celular com +55 ou a chave aleatória.",
    };
  if (digits.length === 11)
    return isValidCpf(digits)
      ? { ok: true, kind: "cpf", key: digits }
      : { ok: false, error: "CPF inválido como chave Pix: confira os 11 dígitos." };
  if (digits.length === 14)
    return isValidCnpj(digits)
      ? { ok: true, kind: "cnpj", key: digits }
      : { ok: false, error: "CNPJ inválido como chave Pix: confira os 14 dígitos." };
  return {
    ok: false,
    error:
      "Chave Pix não reconhecida: use CPF (11 dígitos), CNPJ (14), e-mail, celular com +55 ou a chave aleatória.",
  };
}
