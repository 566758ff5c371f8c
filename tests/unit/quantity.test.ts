import { describe, expect, it } from "vitest";
import { formatDecimal, hasAtMostPlaces, storedDecimal } from "@/domain/quantity";

describe("decimal quantities as numeric(p, s) keeps them", () => {
  it("rounds the decimal text half away from zero, as PostgreSQL does (toFixed rounds the binary value)", () => {
    expect((1.005).toFixed(2)).toBe("1.00");
    expect(formatDecimal(1.005, 2)).toBe("1.01");
    expect(formatDecimal(2.675, 2)).toBe("2.68");
    expect(formatDecimal(0.001, 2)).toBe("0.00");
    expect(formatDecimal(0.005, 2)).toBe("0.01");
    expect(formatDecimal(-1.005, 2)).toBe("-1.01");
    expect(formatDecimal(-0.001, 2)).toBe("0.00");
    expect(formatDecimal(5, 2)).toBe("5.00");
    expect(formatDecimal(12.3455, 3)).toBe("12.346");
    expect(formatDecimal(1e-7, 2)).toBe("0.00");
    expect(formatDecimal(1e21, 0)).toBe("1000000000000000000000");
    expect(formatDecimal(9.995, 2)).toBe("10.00");
  });

  it("knows which values a column keeps as they are", () => {
    expect(hasAtMostPlaces(1.01, 2)).toBe(true);
    expect(hasAtMostPlaces(1.005, 2)).toBe(false);
    expect(hasAtMostPlaces(0.1 + 0.2, 2)).toBe(false);
    expect(hasAtMostPlaces(12.345, 3)).toBe(true);
    expect(hasAtMostPlaces(Number.NaN, 2)).toBe(false);
    expect(storedDecimal(1.005, 2)).toBe(1.01);
  });
});
