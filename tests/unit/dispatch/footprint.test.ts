import { describe, expect, it } from "vitest";
import { checkPlacement } from "@/domain";
import {
  footprintCentre,
  metresBetween,
  offsetMetres,
  parseCoordinate,
  rectangleFootprint,
} from "@/features/map/footprint";

const centre = { lon: -43.35, lat: -21.76 };
const side = (a: number[], b: number[]) => {
  const d = metresBetween({ lon: a[0] ?? 0, lat: a[1] ?? 0 }, { lon: b[0] ?? 0, lat: b[1] ?? 0 });
  return Math.hypot(d.eastM, d.northM);
};

describe("caçamba footprint for the planner", () => {
  it("is a closed 2,65 × 1,76 m rectangle centred on the point, at any heading", () => {
    for (const bearing of [0, 37, 90, 135]) {
      const f = rectangleFootprint(centre, 2.65, 1.76, bearing);
      const ring = f.coordinates[0] ?? [];
      expect(ring).toHaveLength(5);
      expect(ring[4]).toEqual(ring[0]);
      expect(side(ring[0] ?? [], ring[1] ?? [])).toBeCloseTo(2.65, 3);
      expect(side(ring[1] ?? [], ring[2] ?? [])).toBeCloseTo(1.76, 3);
      const c = footprintCentre(f);
      expect(c.lon).toBeCloseTo(centre.lon, 9);
      expect(c.lat).toBeCloseTo(centre.lat, 9);
    }
  });

  it("at heading 90 the long side runs east–west", () => {
    const ring = rectangleFootprint(centre, 2.65, 1.76, 90).coordinates[0] ?? [];
    const d = metresBetween(
      { lon: ring[0]?.[0] ?? 0, lat: ring[0]?.[1] ?? 0 },
      { lon: ring[1]?.[0] ?? 0, lat: ring[1]?.[1] ?? 0 },
    );
    expect(d.eastM).toBeCloseTo(2.65, 3);
    expect(d.northM).toBeCloseTo(0, 6);
  });

  it("moving it away from a bus stop turns the rules engine's verdict from JF art. 9º, III, a to ok", () => {
    const stop = offsetMetres(centre, 8, 0);
    const features = {
      type: "FeatureCollection" as const,
      features: [
        {
          type: "Feature" as const,
          geometry: { type: "Point" as const, coordinates: [stop.lon, stop.lat] },
          properties: { id: "p1", kind: "bus_stop" as const, signs: "single" as const },
        },
      ],
    };
    const facts = {
      position: "roadway" as const,
      parallelToCurb: true,
      distanceToCurbM: 0.1,
      freeSidewalkWidthM: null,
      insidePropertyFeasible: false,
      sidewalkFeasible: false,
      rotatingParkingCreditsSpaces: 0,
    };
    const run = (c: typeof centre) =>
      checkPlacement({
        municipality: "juiz-de-fora-mg",
        at: "2026-06-02T10:00:00-03:00",
        placement: { ...facts, footprint: rectangleFootprint(c, 2.65, 1.76, 90) },
        features,
      });
    expect(run(centre).violations.map((v) => v.article)).toContain("JF art. 9º, III, a");
    expect(run(offsetMetres(centre, -5, 0)).ok).toBe(true);
  });

  it("reads coordinates with comma or dot and rejects text", () => {
    expect(parseCoordinate("-21,7612")).toBe(-21.7612);
    expect(parseCoordinate(" -43.35 ")).toBe(-43.35);
    expect(parseCoordinate("abc")).toBeNull();
  });
});
