import geodesic from "geographiclib-geodesic";
import { describe, expect, it } from "vitest";
import { pointAreaDistance } from "@/domain/geometry/distance";
import { frameAt, project, type Vec } from "@/domain/geometry/projection";
import { checkPlacement } from "@/domain/placement/check-placement";
import { metresBetween, offsetMetres } from "@/features/map/footprint";
import { footprint, placementInput } from "./builders";

/** The reference: geographiclib's geodesic on the WGS84 ellipsoid (Karney 2013, accurate to nanometres). */
const { WGS84 } = geodesic.Geodesic;

function destination(lon: number, lat: number, azimuthDeg: number, metres: number): [number, number] {
  const r = WGS84.Direct(lat, lon, azimuthDeg, metres);
  return [r.lon2 ?? Number.NaN, r.lat2 ?? Number.NaN];
}

const SITES = [
  { name: "Juiz de Fora", lon: -43.3505, lat: -21.7612 },
  { name: "João Pessoa", lon: -34.8641, lat: -7.1195 },
  { name: "Cachoeiras de Macacu", lon: -42.6527, lat: -22.4658 },
  { name: "Indiavaí", lon: -58.5802, lat: -15.2925 },
];
const AZIMUTHS = Array.from({ length: 72 }, (_, i) => i * 5);

describe("local frame on the WGS84 ellipsoid vs geographiclib's geodesic", () => {
  it.each(SITES)("error under 1 mm at 100 m in every direction — $name", ({ lon, lat }) => {
    const frame = frameAt(lon, lat);
    const errors = AZIMUTHS.map((az) => {
      const v = project(frame, destination(lon, lat, az, 100));
      return Math.abs(Math.hypot(v[0], v[1]) - 100);
    });
    expect(Math.max(...errors)).toBeLessThan(0.001);
  });

  it.each(SITES)(
    "error under 1 mm between two points 100 m apart around the frame's origin — $name",
    ({ lon, lat }) => {
      const frame = frameAt(lon, lat);
      for (const az of AZIMUTHS) {
        const a = destination(lon, lat, az, 50);
        const b = destination(lon, lat, az + 180, 50);
        const truth = WGS84.Inverse(a[1], a[0], b[1], b[0]).s12 ?? Number.NaN;
        const pa = project(frame, a);
        const pb = project(frame, b);
        expect(Math.abs(Math.hypot(pa[0] - pb[0], pa[1] - pb[1]) - truth)).toBeLessThan(0.001);
      }
    },
  );

  it("the map's footprint helpers use the same model (browser = server)", () => {
    const jf = SITES[0] as (typeof SITES)[number];
    for (const az of AZIMUTHS) {
      const [lon2, lat2] = destination(jf.lon, jf.lat, az, 100);
      const d = metresBetween(jf, { lon: lon2, lat: lat2 });
      expect(Math.abs(Math.hypot(d.eastM, d.northM) - 100)).toBeLessThan(0.001);
    }
    const moved = offsetMetres(jf, 0, 100);
    const truth = WGS84.Inverse(jf.lat, jf.lon, moved.lat, moved.lon).s12 ?? Number.NaN;
    expect(Math.abs(truth - 100)).toBeLessThan(0.001);
  });
});

/**
 * JF art. 9º, III, a (10 m from a single-sign bus stop), with the stop placed by the geodesic at a true
 * ground distance from the caçamba's edge. A spherical model measured 9,97 m north as ≈ 10,01 m (pass)
 * and 10,01 m east as ≈ 9,99 m (fail); on the ellipsoid both read as they are.
 */
describe("JF art. 9º, III, a at true ground distances", () => {
  const ring = footprint().coordinates[0] as [number, number][];
  const lons = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  const midLon = (Math.min(...lons) + Math.max(...lons)) / 2;
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const edges = {
    north: { lon: midLon, lat: Math.max(...lats), azimuth: 0 },
    south: { lon: midLon, lat: Math.min(...lats), azimuth: 180 },
    east: { lon: Math.max(...lons), lat: midLat, azimuth: 90 },
    west: { lon: Math.min(...lons), lat: midLat, azimuth: 270 },
  };

  it.each([
    { side: "north", gap: 9.97, ok: false },
    { side: "north", gap: 10.01, ok: true },
    { side: "south", gap: 9.97, ok: false },
    { side: "south", gap: 10.01, ok: true },
    { side: "east", gap: 9.97, ok: false },
    { side: "east", gap: 10.01, ok: true },
    { side: "west", gap: 9.97, ok: false },
    { side: "west", gap: 10.01, ok: true },
  ] as const)("a stop $gap m $side of the caçamba → ok=$ok", ({ side, gap, ok }) => {
    const edge = edges[side];
    const stop = destination(edge.lon, edge.lat, edge.azimuth, gap);
    const result = checkPlacement(
      placementInput({
        features: [
          {
            type: "Feature",
            geometry: { type: "Point", coordinates: stop },
            properties: { id: "p1", kind: "bus_stop", signs: "single" },
          },
        ],
      }),
    );
    const violations = result.violations.filter((v) => v.article === "JF art. 9º, III, a");
    if (ok) expect(violations).toEqual([]);
    else {
      expect(violations).toHaveLength(1);
      expect(violations[0]?.measuredM).toBeCloseTo(gap, 3);
    }
  });

  it("the edge distance itself is within 1 mm of the geodesic one", () => {
    const frame = frameAt(midLon, midLat);
    const projected = ring.map((p) => project(frame, p)) as Vec[];
    for (const [side, edge] of Object.entries(edges)) {
      const p = destination(edge.lon, edge.lat, edge.azimuth, 10);
      expect(Math.abs(pointAreaDistance(project(frame, p), projected) - 10), side).toBeLessThan(0.001);
    }
  });
});
