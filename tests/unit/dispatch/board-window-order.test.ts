import { describe, expect, it } from "vitest";
import { outOfOrder, outOfOrderText, type WindowedJob } from "@/features/dispatch/board/window-order";

const job = (id: string, windowStart: string | null, status = "scheduled"): WindowedJob => ({
  id,
  status,
  windowStart,
});

describe("a column's order against its time windows", () => {
  it("warns on an 08:00 job after a 10:30 one, naming both windows", () => {
    const warned = outOfOrder([job("a", "10:30"), job("b", "08:00")]);
    expect([...warned.keys()]).toEqual(["b"]);
    const b = warned.get("b");
    expect(b && outOfOrderText(b)).toBe("Fora de ordem: janela 08:00 depois de 10:30");
  });

  it("says nothing when the windows go forward, repeat, or are missing", () => {
    expect(outOfOrder([job("a", "07:00"), job("b", "07:00"), job("c", null), job("d", "09:00")]).size).toBe(
      0,
    );
    expect(outOfOrder([]).size).toBe(0);
  });

  it("compares with the latest window ahead, not only the job right before", () => {
    const warned = outOfOrder([job("a", "11:00"), job("b", "08:00"), job("c", "09:00"), job("d", "12:00")]);
    expect(Object.fromEntries(warned)).toEqual({
      b: { start: "08:00", after: "11:00" },
      c: { start: "09:00", after: "11:00" },
    });
  });

  it("leaves cancelled and failed jobs out, on either side", () => {
    expect(outOfOrder([job("a", "10:30", "cancelled"), job("b", "08:00")]).size).toBe(0);
    expect(outOfOrder([job("a", "10:30"), job("b", "08:00", "failed")]).size).toBe(0);
    expect([...outOfOrder([job("a", "10:30", "done"), job("b", "08:00")]).keys()]).toEqual(["b"]);
  });
});
