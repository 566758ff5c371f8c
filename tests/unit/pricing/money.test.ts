import { describe, expect, it } from "vitest";
import {
  centsPerTonneTimesKg,
  divRound,
  moneyInputText,
  parseMoney,
  shareOf,
  tonnesToKg,
} from "@/domain/pricing/money";

describe("the one rounding: half away from zero, to the centavo, in integers", () => {
  it.each([
    [10, 4, 3], // 2,5 → 3
    [9, 4, 2], // 2,25 → 2
    [11, 4, 3], // 2,75 → 3
    [-10, 4, -3], // −2,5 → −3 (away from zero)
    [-9, 4, -2],
    [0, 7, 0],
    [1, 3, 0],
    [2, 3, 1],
  ])("divRound(%i, %i) = %i", (n, d, expected) => expect(divRound(n, d)).toBe(expected));

  it.each([
    // R$/t × kg: R$ 85,00/t × 1,005 t = R$ 85,425 → R$ 85,43
    [8500, 1005, 8543],
    [8500, 1000, 8500],
    [8500, 1, 9], // 0,085 centavo-ish: 8,5 centavos → 9
    [9999, 333, 3330], // 3329,667 → 3330
    [12000, 2350, 28200],
  ])("%i centavos/t × %i kg = %i centavos", (rate, kg, expected) =>
    expect(centsPerTonneTimesKg(rate, kg)).toBe(expected),
  );

  it.each([
    [35000, 1000, 3500], // 10% of R$ 350,00
    [12345, 1050, 1296], // 10,5% of R$ 123,45 = 129,6225 → 1296
    [999, 5000, 500], // 50% of R$ 9,99 = 499,5 → 500
    [1, 5000, 1],
  ])("share of %i at %i bp = %i", (cents, bp, expected) => expect(shareOf(cents, bp)).toBe(expected));

  it("tonnes (3 places) become whole kilograms without binary drift", () => {
    expect(tonnesToKg(1.005)).toBe(1005);
    expect(tonnesToKg(2.675)).toBe(2675);
    expect(tonnesToKg(0.001)).toBe(1);
    expect(tonnesToKg(0)).toBe(0);
  });

  it("refuses what is not integer arithmetic", () => {
    expect(() => divRound(1.5, 2)).toThrow(RangeError);
    expect(() => divRound(1, 0)).toThrow(RangeError);
  });
});

describe("typed amounts", () => {
  it.each([
    ["1.234,56", 123456],
    ["R$ 350,00", 35000],
    ["0,10", 10],
    ["0,1", 10],
    ["19,99", 1999],
    ["1.000.000,01", 100000001],
    ["80.50", 8050],
  ])("%s → %i", (typed, cents) => expect(parseMoney(typed)).toBe(cents));

  it.each(["", "abc", "1,2,3", "-5", "12,345", "1.23.4"])("%s is refused", (typed) =>
    expect(parseMoney(typed)).toBeNull(),
  );

  it.each([
    [123456, "1.234,56"],
    [5, "0,05"],
    [100000001, "1.000.000,01"],
    [0, "0,00"],
  ])("%i is typed back as %s", (cents, text) => {
    expect(moneyInputText(cents)).toBe(text);
    expect(parseMoney(text)).toBe(cents);
  });
});
