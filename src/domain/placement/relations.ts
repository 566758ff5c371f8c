/**
 * Spatial relations between the caçamba's footprint and a city feature, in metres on the ground.
 * These are the product's definitions of the law's words; docs/rules-engine.md explains them.
 */

import { roundMm } from "../format";
import { pointDistance } from "../geometry/distance";
import {
  frameAt,
  type LocalFrame,
  type Position,
  project,
  ringCentroid,
  type Vec,
} from "../geometry/projection";
import { distanceToFootprint, type Shape, shapeVertices } from "../geometry/shape";

/** Nothing any rule looks at lies farther than this from the footprint (JF art. 9º, III, a: 10 m, plus margin). */
export const SEARCH_RADIUS_M = 15;
/** "Em frente a": the feature is at most this far from the footprint… */
export const IN_FRONT_MAX_DISTANCE_M = 6;
/** "Impedir/dificultar o acesso", "obstruir": less than this clearance (the pedestrian width of JF art. 9º, I). */
export const BLOCK_CLEARANCE_M = 1.2;
/** A place mapped as a single point (taxi rank, stop, sign) covers this radius unless the feature says `radiusM`. */
export const PLACE_RADIUS_M = 5;
/** A crosswalk mapped as a point (OSM highway=crossing) covers this radius. */
export const CROSSWALK_POINT_RADIUS_M = 4;
/** A crosswalk line is prolonged this far past each end, over the sidewalks (JF art. 12, III). */
export const CROSSWALK_EXTENSION_M = 5;
/** Half width of a special-treatment street around its centreline, unless the feature says `halfWidthM`. */
export const STREET_HALF_WIDTH_M = 6;

export interface Footprint {
  frame: LocalFrame;
  ring: Vec[];
  /** unit vector along the caçamba's length */
  axis: Vec;
  along: { min: number; max: number };
  lengthM: number;
  widthM: number;
}

export function footprintFrom(outerRing: readonly Position[]): Footprint {
  const [lon0, lat0] = ringCentroid(outerRing);
  const frame = frameAt(lon0, lat0);
  const ring = outerRing.map((position) => project(frame, position));
  let axis: Vec = [1, 0];
  let lengthM = 0;
  for (let i = 1; i < ring.length; i++) {
    const a = ring[i - 1];
    const b = ring[i];
    if (!a || !b) continue;
    const length = pointDistance(a, b);
    if (length > lengthM) {
      lengthM = length;
      axis = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
    }
  }
  const projections = ring.map((v) => v[0] * axis[0] + v[1] * axis[1]);
  const across = ring.map((v) => -v[0] * axis[1] + v[1] * axis[0]);
  return {
    frame,
    ring,
    axis,
    along: { min: Math.min(...projections), max: Math.max(...projections) },
    lengthM,
    widthM: Math.max(...across) - Math.min(...across),
  };
}

/** Distance rounded to the millimetre, so that a feature placed at exactly 10 m measures 10 m. */
export function distanceM(footprint: Footprint, shape: Shape): number {
  return roundMm(distanceToFootprint(footprint.ring, shape));
}

/** "Sobre": the feature touches or lies under the footprint. */
export function isOnTopOf(footprint: Footprint, shape: Shape): boolean {
  return distanceM(footprint, shape) === 0;
}

/**
 * "Em frente a": within IN_FRONT_MAX_DISTANCE_M of the footprint and abreast of it, i.e. the feature's
 * extent along the caçamba's length overlaps the caçamba's own extent (it is beside it, not beyond its ends).
 */
export function isInFrontOf(footprint: Footprint, shape: Shape): boolean {
  if (distanceM(footprint, shape) > IN_FRONT_MAX_DISTANCE_M) return false;
  const along = shapeVertices(shape).map((v) => v[0] * footprint.axis[0] + v[1] * footprint.axis[1]);
  return Math.min(...along) <= footprint.along.max && Math.max(...along) >= footprint.along.min;
}

/** "Impede, dificulta ou obstrui": closer than BLOCK_CLEARANCE_M, so a person cannot pass or see between them. */
export function blocks(footprint: Footprint, shape: Shape): boolean {
  return distanceM(footprint, shape) < BLOCK_CLEARANCE_M;
}

/** A place drawn as a line (a bus bay along the curb) covers this half width around it. */
export const LINE_PLACE_HALF_WIDTH_M = 1.5;

/**
 * "No local destinado a": on top of the place. A point stands for a place of PLACE_RADIUS_M around it,
 * a line for a strip LINE_PLACE_HALF_WIDTH_M wide on each side; `radiusM` on the feature overrides both.
 */
export function occupiesPlace(footprint: Footprint, shape: Shape, radiusM?: number): boolean {
  const d = distanceM(footprint, shape);
  if (shape.polygons.length > 0) return d <= (radiusM ?? 0);
  if (shape.lines.length > 0) return d < (radiusM ?? LINE_PLACE_HALF_WIDTH_M);
  return d < (radiusM ?? PLACE_RADIUS_M);
}
