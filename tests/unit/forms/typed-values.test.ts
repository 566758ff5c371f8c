import { describe, expect, it } from "vitest";
import { annexText, parseAnnexText } from "@/features/city/fine-annex-text";
import { typedNumber, typedNumberOrNull } from "@/features/forms/typed-number";

describe("a number field sends what was typed", () => {
  it("keeps out-of-range values for the server to refuse, and an empty field is not 0", () => {
    expect(typedNumber(-5)).toBe(-5);
    expect(typedNumber(1e9)).toBe(1e9);
    expect(typedNumber(0)).toBe(0);
    expect(typedNumber("")).toBeNaN();
    expect(typedNumber("-")).toBeNaN();
    expect(typedNumberOrNull("")).toBeNull();
    expect(typedNumberOrNull(-5)).toBe(-5);
  });
});

describe("the JP fine annex as typed", () => {
  it("reads every line in reais to the cent", () => {
    expect(parseAnnexText("JP art. 28, I = 1.000,00\n\nJP art. 29 = 500\nJP art. 30 = R$ 0,29")).toEqual({
      annex: {
        "JP art. 28, I": { amountCents: 100_000 },
        "JP art. 29": { amountCents: 50_000 },
        "JP art. 30": { amountCents: 29 },
      },
    });
    for (const bad of ["1,005", "abc", "-10", ""])
      expect(parseAnnexText(`JP art. 28 = ${bad}`), bad).toHaveProperty("error");
    expect(parseAnnexText("  ")).toEqual({ annex: null });
  });

  it("refuses a line it cannot read, naming it, instead of skipping or rounding it", () => {
    expect(parseAnnexText("JP art. 28, I = 1.000,00\nJP art. 29")).toEqual({
      error: 'Linha 2: use o formato "JP art. 28, I = 1.000,00" (valor em reais).',
    });
    expect(parseAnnexText("JP art. 28 = 10,005")).toHaveProperty("error");
    expect(parseAnnexText("JP art. 28 = 10\nJP art. 28 = 20")).toHaveProperty("error");
  });

  it("shows the stored annex the way it reads it back", () => {
    const annex = { "JP art. 28, I": { amountCents: 100_000 } };
    expect(parseAnnexText(annexText(annex))).toEqual({ annex });
  });
});
