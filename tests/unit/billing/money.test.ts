import { describe, expect, it } from "vitest";
import { parseMoneyToCents } from "@/features/billing/money";

describe("parseMoneyToCents", () => {
  it("reads amounts typed the Brazilian way", () => {
    expect(parseMoneyToCents("1.234,56")).toBe(123456);
    expect(parseMoneyToCents("R$ 350,00")).toBe(35000);
    expect(parseMoneyToCents("350")).toBe(35000);
    expect(parseMoneyToCents("80,5")).toBe(8050);
    expect(parseMoneyToCents("80.50")).toBe(8050);
    expect(parseMoneyToCents("1.500")).toBe(150000);
  });
  it("refuses what is not an amount", () => {
    expect(parseMoneyToCents("")).toBeNull();
    expect(parseMoneyToCents("abc")).toBeNull();
    expect(parseMoneyToCents("1,2,3")).toBeNull();
    expect(parseMoneyToCents("-5")).toBeNull();
  });
});
