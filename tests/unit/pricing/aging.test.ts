import { describe, expect, it } from "vitest";
import { aging, bucketOf } from "@/domain/invoicing/aging";
import { canMove } from "@/domain/invoicing/status";
import { invoiceTotals } from "@/domain/invoicing/totals";

describe("receivables aging by days past the due date", () => {
  it.each([
    ["2026-12-10", "2026-12-01", "current"],
    ["2026-12-01", "2026-12-01", "current"], // due today: not late yet
    ["2026-11-30", "2026-12-01", "d1to30"],
    ["2026-11-01", "2026-12-01", "d1to30"], // 30 days
    ["2026-10-31", "2026-12-01", "d31to60"], // 31 days
    ["2026-10-02", "2026-12-01", "d31to60"], // 60 days
    ["2026-10-01", "2026-12-01", "over60"], // 61 days
    ["2026-02-28", "2026-03-01", "d1to30"], // across the month's end
  ] as const)("due %s, today %s → %s", (due, today, bucket) => expect(bucketOf(due, today)).toBe(bucket));

  it("sums balances per bucket; paid ones do not count", () => {
    expect(
      aging(
        [
          { dueDate: "2026-12-10", balanceCents: 1000 },
          { dueDate: "2026-11-20", balanceCents: 2500 },
          { dueDate: "2026-09-01", balanceCents: 700 },
          { dueDate: "2026-09-01", balanceCents: 0 },
        ],
        "2026-12-01",
      ),
    ).toEqual({ current: 1000, d1to30: 2500, d31to60: 0, over60: 700, totalCents: 4200 });
  });
});

describe("invoice totals and steps", () => {
  it.each([
    [{ kind: "none" } as const, 0, 57625],
    [{ kind: "cents", cents: 2000 } as const, 2000, 55625],
    [{ kind: "percent", basisPoints: 1000 } as const, 5763, 51862],
    [{ kind: "cents", cents: 99_999_999 } as const, 57625, 0], // never below zero
  ])("discount %o → %i off, %i due", (discount, off, due) => {
    const t = invoiceTotals(
      [{ amountCents: 35000 }, { amountCents: 12000 }, { amountCents: 10625 }],
      discount,
    );
    expect([t.subtotalCents, t.discountCents, t.totalCents]).toEqual([57625, off, due]);
  });

  it.each([
    ["draft", "issued", true],
    ["draft", "paid", false],
    ["issued", "overdue", true],
    ["overdue", "paid", true],
    ["paid", "cancelled", false],
    ["cancelled", "issued", false],
  ] as const)("%s → %s: %s", (from, to, ok) => expect(canMove(from, to)).toBe(ok));
});
