import { describe, expect, it } from "vitest";
import {
  cepSchema,
  dateSchema,
  instantSchema,
  jsonSchema,
  quantitySchema,
  TEXT_MAX,
  textSchema,
} from "@/lib/validators";
import { emailSchema } from "@/server/api/routers/inputs";

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("the one text schema", () => {
  const name = textSchema(TEXT_MAX.name).min(3, "Informe o nome.");

  it("takes ordinary text, trimmed, with accents, emoji and line breaks", () => {
    expect(name.parse("  Caçambas São João 🚛  ")).toBe("Caçambas São João 🚛");
    expect(textSchema(TEXT_MAX.note).parse("linha 1\nlinha 2\tfim")).toBe("linha 1\nlinha 2\tfim");
  });

  it("refuses NUL and other control characters, in pt-BR", () => {
    for (const v of ["Caçambas\u0000", "\u0001abc", "abc\u007F"])
      expect(message(name.safeParse(v))).toBe(
        "O texto tem um caractere de controle (invisível): apague-o e digite de novo.",
      );
  });

  it("refuses half of a surrogate pair", () => {
    for (const v of ["abc\uD800", "\uDC00abc", "a\uDBFFb"])
      expect(message(name.safeParse(v))).toBe(
        "O texto tem um símbolo ou emoji incompleto: apague-o e digite de novo.",
      );
  });

  it("has a length limit", () => {
    expect(message(name.safeParse("x".repeat(1 << 20)))).toBe("Texto longo demais: use até 200 caracteres.");
  });

  it("is under CEP, e-mail and the other typed formats (NUL is not silently stripped)", () => {
    expect(cepSchema.safeParse("36010-000\u0000").success).toBe(false);
    expect(cepSchema.parse(" 36010-000 ")).toBe("36010000");
    expect(emailSchema.parse(" Ana@Exemplo.com.br ")).toBe("ana@exemplo.com.br");
    expect(emailSchema.safeParse(`${"a".repeat(300)}@exemplo.com.br`).success).toBe(false);
  });
});

describe("the date and instant schemas", () => {
  it("refuse years PostgreSQL or Date cannot hold (0000, 275760) and keep sane ones", () => {
    expect(dateSchema.parse("31/12/2030")).toBe("2030-12-31");
    for (const v of ["01/01/0000", "0000-01-01", "01/01/1899", "01/01/2200"])
      expect(message(dateSchema.safeParse(v)), v).toBe(
        "Data fora do intervalo aceito (anos 1900 a 2199): confira o ano.",
      );
    expect(message(dateSchema.safeParse("13/09/275760"))).toBe("Data inválida: use dd/mm/aaaa.");
    expect(instantSchema.parse("2026-01-05T10:00:00-03:00")).toEqual(new Date("2026-01-05T13:00:00Z"));
    expect(instantSchema.parse(new Date("2026-01-05T13:00:00Z"))).toEqual(new Date("2026-01-05T13:00:00Z"));
    for (const v of [new Date("0000-01-01T00:00:00Z"), new Date(8.64e15), new Date(Number.NaN), 0, "amanhã"])
      expect(instantSchema.safeParse(v).success, String(v)).toBe(false);
  });
});

describe("quantities and free-form JSON", () => {
  const volume = quantitySchema({ places: 2, min: 0.01, max: 60, label: "O volume", unit: "m³" });

  it("keep a quantity to its column's decimals and bounds", () => {
    expect(volume.parse(1.01)).toBe(1.01);
    expect(
      Object.is(quantitySchema({ places: 2, min: 0, max: 1, label: "O x", unit: "m" }).parse(-0), 0),
    ).toBe(true);
    expect(message(volume.safeParse(1.005))).toBe("O volume aceita até 2 casas decimais: arredonde o valor.");
    expect(message(volume.safeParse(0.001))).toBe("O volume mínimo é 0,01 m³.");
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, 1e308, -1, "1"])
      expect(volume.safeParse(v).success, String(v)).toBe(false);
  });

  it("refuse what is not plain JSON, broken text and machinery keys in free-form JSON", () => {
    const json = jsonSchema();
    expect(json.safeParse({ a: [1, "b", null, true] }).success).toBe(true);
    const proto = JSON.parse('{"__proto__": {"x": 1}}');
    for (const v of [
      proto,
      { constructor: 1 },
      { a: "\u0000" },
      { a: "\uD800" },
      [Number.NaN],
      new Date(),
      1n,
    ])
      expect(json.safeParse(v).success).toBe(false);
  });
});
