import { describe, expect, it } from "vitest";
import { footprintBearing, footprintCentre, rectangleFootprint } from "@/features/map/footprint";

describe("a saved footprint reopens where it was saved", () => {
  it.each([0, 37.5, 90, 181, 359])("centre and heading %s° come back from the stored polygon", (bearing) => {
    const centre = { lon: -43.3502, lat: -21.7601 };
    const stored = rectangleFootprint(centre, 2.65, 1.76, bearing);
    const back = footprintCentre(stored);
    expect(Math.abs(back.lon - centre.lon)).toBeLessThan(1e-9);
    expect(Math.abs(back.lat - centre.lat)).toBeLessThan(1e-9);
    expect(footprintBearing(stored)).toBeCloseTo(bearing, 4);
    const rebuilt = rectangleFootprint(back, 2.65, 1.76, footprintBearing(stored));
    for (const [i, corner] of (rebuilt.coordinates[0] ?? []).entries()) {
      const was = stored.coordinates[0]?.[i] ?? [0, 0];
      expect(Math.abs(corner[0] - (was[0] ?? 0))).toBeLessThan(1e-8);
      expect(Math.abs(corner[1] - (was[1] ?? 0))).toBeLessThan(1e-8);
    }
  });
});
