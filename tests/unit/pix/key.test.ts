import { describe, expect, it } from "vitest";
import { normalizePixKey } from "@/domain/pix/key";

describe("Pix key kinds", () => {
  it.each([
    ["529.982.247-25", "cpf", "52998224725"],
    ["11.444.777/0001-61", "cnpj", "11444777000161"],
    ["Financeiro@Halfeld.com.br", "email", "financeiro@halfeld.com.br"],
    ["+55 (32) 98765-4321", "phone", "+5532987654321"],
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
    ["chave qualquer", "Chave Pix não reconhecida"],
    ["12345", "Chave Pix não reconhecida"],
  ])("refuses %j in pt-BR", (typed, message) => {
    const result = normalizePixKey(typed);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});
