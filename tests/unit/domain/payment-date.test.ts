import { describe, expect, it } from "vitest";
import { paymentDateProblem } from "@/domain/invoicing/payment-date";

describe("paymentDateProblem: between the invoice's issue and today, both included", () => {
  it.each([
    ["2199-12-31", "future"],
    ["2026-12-04", "future"],
    ["2026-12-03", null],
    ["2026-11-20", null],
    ["2026-11-19", "before_issue"],
    ["1900-01-01", "before_issue"],
  ] as const)("%s → %s", (day, problem) => {
    expect(paymentDateProblem(day, "2026-12-03", "2026-11-20")).toBe(problem);
  });
});
