import { describe, expect, it } from "vitest";
import { normalizePixKey } from "@/domain/pix/key";

describe("Pix key kinds", () => {
  it.each([
    ["529.982.247-25", "cpf", "52998224725"],
    ["11.444.777/0001-61", "cnpj", "11444777000161"],
    ["Financeiro@Halfeld.com.br", "email", "financeiro@halfeld.com.br"],
    ["+55 (32) 98765-4321", "phone", "+5532987654321"],
    [
      "fin.an+ce_i-ro!#$&'*/=?^`{|}~@sub.halfeld-2.com.br",
      "email",
      "fin.an+ce_i-ro!#$&'*/=?^`{|}~@sub.halfeld-2.com.br",
    ],
    ["(32) 98765-4321", "phone", "+5532987654321"],
    ["5532987654321", "phone", "+5532987654321"],
    ["123E4567-E12B-12D1-A456-426655440000", "evp", "123e4567-e12b-12d1-a456-426655440000"],
  ])("%s is a %s key: %s", (typed, kind, key) => {
    expect(normalizePixKey(typed)).toEqual({ ok: true, kind, key });
  });

  it.each([
    ["", "Informe a chave Pix."],
    ["529.982.247-26", "CPF inválido"],
    ["11.444.777/0001-62", "CNPJ inválido"],
    ["financeiro@halfeld", "E-mail inválido"],
    ["+55 32 3215-1234", "Celular inválido"],
    ["+55 32 8765-4321", "Celular inválido"],
    ["+1 415 555 2671", "Celular inválido"],
    ["ção.ñandú@exemplo.com.br", "E-mail inválido como chave Pix: o DICT não aceita acentos, ç ou emojis"],
    ["😀@exemplo.com.br", "E-mail inválido como chave Pix: o DICT não aceita acentos, ç ou emojis"],
    [
      "financeiro@exemplo.com.br\u200b",
      "E-mail inválido como chave Pix: o DICT não aceita acentos, ç ou emojis",
    ],
    ["fin%anceiro@exemplo.com.br", "E-mail inválido"],
    ["financeiro@-exemplo.com.br", "E-mail inválido"],
    ["financeiro@exemplo..com.br", "E-mail inválido"],
    [`${"a".repeat(66)}@exemplo.com.br`, "E-mail inválido"],
    ["chave qualquer", "Chave Pix não reconhecida"],
    ["12345", "Chave Pix não reconhecida"],
  ])("refuses %j in pt-BR", (typed, message) => {
    const result = normalizePixKey(typed);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});
