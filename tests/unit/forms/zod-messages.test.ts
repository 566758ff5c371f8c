import { describe, expect, it } from "vitest";
import { z } from "zod";
import { brazilianErrors } from "@/domain/zod-messages";
import { dateSchema, idSchema, quantitySchema } from "@/lib/validators";
import "@/lib/zod-setup";

const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

/** What zod's generic locales write: comparison signs, "demais", "esperava que…". */
const GENERIC = /<=|>=|<|>|demais|esperava|Entrada inválida|undefined|NaN/;

describe("zod's own issues read as written Portuguese", () => {
  it.each([
    ["number above its maximum", z.number().max(60), 61, "O valor máximo é 60."],
    ["number below its minimum", z.number().min(1), -5, "O valor mínimo é 1."],
    ["positive number", z.number().positive(), 0, "O valor deve ser maior que 0."],
    ["big number with thousands", z.number().max(1_000_000), 1e9, "O valor máximo é 1.000.000."],
    ["decimal minimum with a comma", z.number().min(0.01), 0, "O valor mínimo é 0,01."],
    ["integer", z.number().int(), 1.5, "Use um número inteiro."],
    ["missing number", z.object({ n: z.number() }), {}, "Informe um número."],
    ["NaN", z.number(), Number.NaN, "Informe um número."],
    ["missing text", z.object({ s: z.string() }), {}, "Preencha este campo."],
    ["empty text", z.string().min(1), "", "Preencha este campo."],
    ["short text", z.string().min(3), "ab", "Use ao menos 3 caracteres."],
    ["long text", z.string().max(5), "abcdefgh", "Use no máximo 5 caracteres."],
    ["wrong type", z.boolean(), "sim", "Valor inválido: informe sim ou não."],
    ["enum", z.enum(["rcc", "bulky"]), "x", "Escolha uma das opções da lista."],
    ["too many items", z.array(z.string()).max(2), ["a", "b", "c"], "Escolha no máximo 2 itens."],
    ["no item", z.array(z.string()).min(1), [], "Escolha ao menos um item."],
    ["e-mail", z.email(), "x@", "E-mail inválido: confira o endereço."],
    ["uuid", z.uuid(), "x", "Identificador inválido."],
    ["unknown key", z.strictObject({}), { a: 1 }, "Campo não esperado: a."],
  ])("%s", (_, schema, value, expected) => {
    const message = first(schema, value);
    expect(message).toBe(expected);
    expect(message).not.toMatch(GENERIC);
    // The same map, passed per parse as the domain does, says the same.
    expect(schema.safeParse(value, { error: brazilianErrors }).error?.issues[0]?.message).toBe(expected);
  });

  it("keeps a schema's own message over the map", () => {
    expect(first(idSchema, "x")).toBe("Identificador inválido.");
    expect(first(dateSchema, "31/02/2031")).toBe("Data inválida: use dd/mm/aaaa.");
  });
});

describe("a quantity's messages name it, with the article's gender", () => {
  const size = quantitySchema({ places: 2, min: 1, max: 60, label: "O tamanho", unit: "m³" });
  const width = quantitySchema({ places: 2, min: 0.01, max: 20, label: "A largura", unit: "m" });
  const length = quantitySchema({ places: 2, min: 0.01, max: 20, label: "O comprimento", unit: "m" });
  const factor = quantitySchema({ places: 4, min: 1, max: 100, label: "O fator acumulado", unit: "" });

  it("refuses out of range, never clamps", () => {
    expect(first(size, -5)).toBe("O tamanho mínimo é 1 m³.");
    expect(first(size, 0)).toBe("O tamanho mínimo é 1 m³.");
    expect(first(size, 1e9)).toBe("O tamanho máximo é 60 m³.");
    expect(size.parse(60)).toBe(60);
    expect(first(width, 25)).toBe("A largura máxima é 20 m.");
    expect(first(width, 0)).toBe("A largura mínima é 0,01 m.");
    expect(first(factor, -5)).toBe("O fator acumulado mínimo é 1.");
  });

  it("asks for a missing value in lower case after “Informe”", () => {
    expect(first(length, undefined)).toBe("Informe o comprimento em m.");
    expect(first(size, Number.NaN)).toBe("Informe o tamanho em m³.");
    expect(first(factor, undefined)).toBe("Informe o fator acumulado.");
  });
});
