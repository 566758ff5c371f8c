import type { Geometry } from "../features/vocabulary";
import { areaPolygonDistance, lineAreaDistance, pointAreaDistance } from "./distance";
import { type LocalFrame, project, type Vec } from "./projection";

/** A geometry projected into a local metric frame. */
export interface Shape {
  points: Vec[];
  lines: Vec[][];
  polygons: Vec[][][];
}

export function toShape(geometry: Geometry, frame: LocalFrame): Shape {
  const p = (position: number[]) => project(frame, position);
  switch (geometry.type) {
    case "Point":
      return { points: [p(geometry.coordinates)], lines: [], polygons: [] };
    case "MultiPoint":
      return { points: geometry.coordinates.map(p), lines: [], polygons: [] };
    case "LineString":
      return { points: [], lines: [geometry.coordinates.map(p)], polygons: [] };
    case "MultiLineString":
      return { points: [], lines: geometry.coordinates.map((line) => line.map(p)), polygons: [] };
    case "Polygon":
      return { points: [], lines: [], polygons: [geometry.coordinates.map((ring) => ring.map(p))] };
    case "MultiPolygon":
      return {
        points: [],
        lines: [],
        polygons: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(p))),
      };
  }
}

/** Ground distance in metres from the footprint (a filled ring, nearest edge) to the shape; 0 when they touch. */
export function distanceToFootprint(footprint: readonly Vec[], shape: Shape): number {
  let best = Number.POSITIVE_INFINITY;
  for (const point of shape.points) best = Math.min(best, pointAreaDistance(point, footprint));
  for (const line of shape.lines) best = Math.min(best, lineAreaDistance(line, footprint));
  for (const polygon of shape.polygons) best = Math.min(best, areaPolygonDistance(footprint, polygon));
  return best;
}

export function shapeVertices(shape: Shape): Vec[] {
  return [...shape.points, ...shape.lines.flat(), ...shape.polygons.flatMap((polygon) => polygon.flat())];
}
