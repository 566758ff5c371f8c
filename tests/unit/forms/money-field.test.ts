import { describe, expect, it } from "vitest";
import { MONEY_EMPTY, MONEY_INVALID, readMoneyField } from "@/features/forms/money-field";

describe("a money field as typed, on submit (issue #47, item 3)", () => {
  it("an empty field is asked for, never called invalid, and says that 0,00 is a valid amount", () => {
    expect(readMoneyField("")).toEqual({ cents: null, error: MONEY_EMPTY });
    expect(readMoneyField("   ")).toEqual({ cents: null, error: MONEY_EMPTY });
    expect(MONEY_EMPTY).not.toMatch(/inválido/);
    expect(MONEY_EMPTY).toContain("0,00");
  });

  it("0,00 and the other ways of typing an amount are read, to the centavo", () => {
    expect(readMoneyField("0,00")).toEqual({ cents: 0, error: null });
    expect(readMoneyField("1.234,56")).toEqual({ cents: 123456, error: null });
    expect(readMoneyField("R$ 80")).toEqual({ cents: 8000, error: null });
  });

  it("what is not an amount is refused with the format to use", () => {
    expect(readMoneyField("1,2,3")).toEqual({ cents: null, error: MONEY_INVALID });
    expect(readMoneyField("abc")).toEqual({ cents: null, error: MONEY_INVALID });
  });
});
