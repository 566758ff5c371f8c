import { describe, expect, it } from "vitest";
import {
  addressIn,
  coordinateText,
  formatCep,
  formatDate,
  formatDateTime,
  formatMoneyCents,
  formatPlate,
  formatTaxId,
} from "@/lib/format";
import { cnpjSchema, cpfSchema, plateSchema } from "@/lib/validators";

describe("Brazilian formats", () => {
  it.each([
    [123456, "R$ 1.234,56"],
    [5, "R$ 0,05"],
    [500000, "R$ 5.000,00"],
  ])("money %i centavos → %s", (cents, text) => expect(formatMoneyCents(cents)).toBe(text));

  it("dates in the municipality's time zone, dd/mm/aaaa HH:mm", () => {
    const instant = new Date("2026-12-01T02:30:00Z");
    expect(formatDate(instant)).toBe("30/11/2026");
    expect(formatDateTime(instant)).toBe("30/11/2026 23:30");
    expect(formatDateTime(instant, "America/Cuiaba")).toBe("30/11/2026 22:30");
  });

  it("CPF, CNPJ, plates and CEP", () => {
    expect(formatTaxId("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatTaxId("12345678909")).toBe("123.456.789-09");
    expect(formatPlate("ABC1234")).toBe("ABC-1234");
    expect(formatPlate("ABC1D23")).toBe("ABC1D23");
    expect(formatCep("36010003")).toBe("36010-003");
  });

  it("validates by checksum and normalizes input", () => {
    expect(cnpjSchema.parse("11.222.333/0001-81")).toBe("11222333000181");
    expect(cnpjSchema.safeParse("11.222.333/0001-82").success).toBe(false);
    expect(cpfSchema.parse("123.456.789-09")).toBe("12345678909");
    expect(cpfSchema.safeParse("111.111.111-11").success).toBe(false);
    expect(plateSchema.parse("abc-1234")).toBe("ABC1234");
    expect(plateSchema.parse("bra2e19")).toBe("BRA2E19");
    expect(plateSchema.safeParse("AB-12345").error?.issues[0]?.message).toBe(
      "Placa inválida: use o formato ABC-1234 ou Mercosul ABC1D23.",
    );
  });

  // Issue #40, finding 10: the orders list read "… Juiz de Fora/MG (Juiz de Fora/MG)".
  it("an address with its municipality says the municipality once", () => {
    const cep = "Rua Halfeld, 1200 — Centro, Juiz de Fora/MG";
    expect(addressIn(cep, "Juiz de Fora/MG")).toBe(cep);
    expect(addressIn("Rua Halfeld, 1200 - Centro, juiz de fora - mg", "Juiz de Fora/MG")).toBe(
      "Rua Halfeld, 1200 - Centro, juiz de fora - mg",
    );
    expect(addressIn("Rua Halfeld, 1200", "Juiz de Fora/MG")).toBe("Rua Halfeld, 1200 — Juiz de Fora/MG");
    expect(addressIn("Av. Epitácio Pessoa, 100", "João Pessoa/PB")).toBe(
      "Av. Epitácio Pessoa, 100 — João Pessoa/PB",
    );
    expect(addressIn("Av. Joao Pessoa, 10 — Centro, Juiz de Fora/MG", "João Pessoa/PB")).toBe(
      "Av. Joao Pessoa, 10 — Centro, Juiz de Fora/MG — João Pessoa/PB",
    );
    expect(addressIn("", "Juiz de Fora/MG")).toBe("Juiz de Fora/MG");
  });

  it("writes an editable coordinate with the pt-BR comma, as every field of the app reads it (#47, item 9)", () => {
    expect(coordinateText(-21.7612, 7)).toBe("-21,7612000");
    expect(coordinateText(-43.35)).toBe("-43,350000");
  });
});
