import { describe, expect, it } from "vitest";
import { licenceStatus } from "@/server/services/fleet/licences/status";

describe("licence status", () => {
  it.each([
    ["2024-12-31", "not_yet_valid"],
    ["2025-01-01", "valid"],
    ["2025-11-30", "valid"],
    ["2025-12-01", "expiring"],
    ["2025-12-31", "expiring"],
    ["2026-01-01", "expired"],
  ] as const)("on %s a licence valid 01/01–31/12/2025 is %s", (today, status) => {
    expect(licenceStatus("2025-01-01", "2025-12-31", today)).toBe(status);
  });
});
