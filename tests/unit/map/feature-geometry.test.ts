import { describe, expect, it } from "vitest";
import {
  distanceToNearestVertexM,
  largestShiftM,
  moveVertex,
  vertices,
} from "@/features/map/feature-geometry";
import { offsetMetres } from "@/features/map/footprint";

const o = { lon: -43.35, lat: -21.76 };
const at = (east: number, north: number) => {
  const p = offsetMetres(o, east, north);
  return [p.lon, p.lat];
};

describe("dragging the vertices of a city feature", () => {
  it("a point has one handle; moving it replaces its position", () => {
    const point = { type: "Point", coordinates: at(0, 0) };
    expect(vertices(point)).toEqual([{ path: [], lon: o.lon, lat: o.lat }]);
    const moved = moveVertex(point, [], { lon: -43.3, lat: -21.7 });
    expect(moved).toEqual({ type: "Point", coordinates: [-43.3, -21.7] });
    expect(point.coordinates).toEqual(at(0, 0));
  });

  it("a line has one handle per position; a closed ring leaves out its repeated last position", () => {
    const line = { type: "LineString", coordinates: [at(0, 0), at(10, 0), at(20, 0)] };
    expect(vertices(line).map((v) => v.path)).toEqual([[0], [1], [2]]);
    const ring = [at(0, 0), at(4, 0), at(4, 3), at(0, 3), at(0, 0)];
    const square = { type: "Polygon", coordinates: [ring] };
    expect(vertices(square).map((v) => v.path)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    const multi = { type: "MultiPolygon", coordinates: [[ring], [ring]] };
    expect(vertices(multi)).toHaveLength(8);
    expect(vertices(multi)[4]?.path).toEqual([1, 0, 0]);
  });

  it("moving a ring's first vertex moves its closing position too: the ring stays closed", () => {
    const ring = [at(0, 0), at(4, 0), at(4, 3), at(0, 3), at(0, 0)];
    const to = { lon: o.lon - 0.00001, lat: o.lat - 0.00001 };
    const moved = moveVertex({ type: "Polygon", coordinates: [ring] }, [0, 0], to);
    const out = moved.coordinates as number[][][];
    expect(out[0]?.[0]).toEqual([to.lon, to.lat]);
    expect(out[0]?.[4]).toEqual([to.lon, to.lat]);
    expect(out[0]?.slice(1, 4)).toEqual(ring.slice(1, 4));
    const middle = moveVertex({ type: "Polygon", coordinates: [ring] }, [0, 2], to)
      .coordinates as number[][][];
    expect(middle[0]?.[4]).toEqual(ring[0]);
  });

  it("keeps a position's altitude; measures the shift and the nearest vertex in metres", () => {
    const point = { type: "Point", coordinates: [o.lon, o.lat, 712] };
    const p = offsetMetres(o, 3, 4);
    const moved = moveVertex(point, [], p);
    expect(moved.coordinates).toEqual([p.lon, p.lat, 712]);
    expect(largestShiftM(point, moved)).toBeCloseTo(5, 3);
    const line = { type: "LineString", coordinates: [at(0, 0), at(10, 0)] };
    expect(distanceToNearestVertexM(line, offsetMetres(o, 9, 0))).toBeCloseTo(1, 3);
  });
});
