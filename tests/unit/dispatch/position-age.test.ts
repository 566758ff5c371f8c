import { describe, expect, it } from "vitest";
import { dueToSend, POSITION_INTERVAL_MS, positionAge } from "@/lib/position-age";

const at = (iso: string) => new Date(iso);

describe("a truck's last position, as the board says its age", () => {
  const now = at("2026-03-02T13:00:00Z");
  it.each([
    ["2026-03-02T13:00:00Z", "há menos de 1 min"],
    ["2026-03-02T12:59:01Z", "há menos de 1 min"],
    ["2026-03-02T12:59:00Z", "há 1 min"],
    ["2026-03-02T12:57:00Z", "há 3 min"],
    ["2026-03-02T12:00:00Z", "há 1 h"],
    ["2026-03-02T10:55:00Z", "há 2 h 5 min"],
    // The phone's clock a little ahead of the server's reads as just now, not a negative age.
    ["2026-03-02T13:01:00Z", "há menos de 1 min"],
  ])("recorded at %s → %s", (recorded, text) => {
    expect(positionAge(at(recorded), now)).toBe(text);
  });
});

describe("the phone sends at most every 15 s", () => {
  it("sends the first fix, then only once 15 s have passed", () => {
    expect(POSITION_INTERVAL_MS).toBe(15_000);
    expect(dueToSend(null, 1_000)).toBe(true);
    expect(dueToSend(1_000, 15_999)).toBe(false);
    expect(dueToSend(1_000, 16_000)).toBe(true);
  });
});
