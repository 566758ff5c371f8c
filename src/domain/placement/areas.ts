/**
 * Areas the law forbids that a map rarely draws as areas: crosswalks with their prolongation over the
 * sidewalks (JF art. 12, III) and the stretch of a bus stop between its start and end signs (art. 9º, III, b
 * and art. 12, VII). Product definitions, explained in docs/rules-engine.md.
 */

import { roundMm } from "../format";
import { pointDistance } from "../geometry/distance";
import type { Vec } from "../geometry/projection";
import { distanceToFootprint, type Shape } from "../geometry/shape";
import { CROSSWALK_EXTENSION_M, type Footprint } from "./relations";

/** A crosswalk drawn as a line (its centreline) is this wide on each side unless the feature says `halfWidthM`. */
export const CROSSWALK_LINE_HALF_WIDTH_M = 2;
/** The stop between start and end signs reaches this far on each side of the sign-to-sign line, unless `radiusM`. */
export const BUS_STOP_DEPTH_M = 4;

const EMPTY: Shape = { points: [], lines: [], polygons: [] };

function distance(footprint: Footprint, shape: Shape): number {
  return roundMm(distanceToFootprint(footprint.ring, shape));
}

function unit(a: Vec, b: Vec): Vec {
  const length = pointDistance(a, b) || 1;
  return [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
}

/** Rectangle from `a` to `b` (extended `extend` metres past each end), `half` metres each side of the segment. */
function band(a: Vec, b: Vec, half: number, extend = 0): Vec[] {
  const d = unit(a, b);
  const n: Vec = [-d[1], d[0]];
  const s: Vec = [a[0] - d[0] * extend, a[1] - d[1] * extend];
  const e: Vec = [b[0] + d[0] * extend, b[1] + d[1] * extend];
  return [
    [s[0] + n[0] * half, s[1] + n[1] * half],
    [e[0] + n[0] * half, e[1] + n[1] * half],
    [e[0] - n[0] * half, e[1] - n[1] * half],
    [s[0] - n[0] * half, s[1] - n[1] * half],
    [s[0] + n[0] * half, s[1] + n[1] * half],
  ];
}

/**
 * A crosswalk polygon prolonged CROSSWALK_EXTENSION_M past both ends along its crossing direction, taken as
 * the direction of its longest side (a crosswalk spans the street): the stripes' own width, carried over the
 * sidewalks.
 */
function prolongedPolygon(ring: readonly Vec[]): Vec[] {
  let axis: Vec = [1, 0];
  let longest = 0;
  for (let i = 1; i < ring.length; i++) {
    const a = ring[i - 1];
    const b = ring[i];
    if (!a || !b) continue;
    const length = pointDistance(a, b);
    if (length > longest) {
      longest = length;
      axis = unit(a, b);
    }
  }
  const along = ring.map((v) => v[0] * axis[0] + v[1] * axis[1]);
  const across = ring.map((v) => -v[0] * axis[1] + v[1] * axis[0]);
  const [a0, a1] = [Math.min(...along) - CROSSWALK_EXTENSION_M, Math.max(...along) + CROSSWALK_EXTENSION_M];
  const [c0, c1] = [Math.min(...across), Math.max(...across)];
  const at = (s: number, c: number): Vec => [s * axis[0] - c * axis[1], s * axis[1] + c * axis[0]];
  return [at(a0, c0), at(a1, c0), at(a1, c1), at(a0, c1), at(a0, c0)];
}

export type CrosswalkRelation = "on" | "prolongation" | null;

/** Flat-ended strips `half` metres each side of every segment of the lines, the end ones extended by `extend`. */
function lineBands(lines: readonly (readonly Vec[])[], half: number, extend: number): Vec[][][] {
  const bands: Vec[][][] = [];
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1];
      const b = line[i];
      if (!a || !b) continue;
      const atEnd = i === 1 || i === line.length - 1;
      bands.push([band(a, b, half, atEnd ? extend : 0)]);
    }
  }
  return bands;
}

function overlaps(footprint: Footprint, polygons: Vec[][][]): boolean {
  return polygons.length > 0 && distance(footprint, { ...EMPTY, polygons }) === 0;
}

/**
 * JF art. 12, III: on the crosswalk itself, or on a "passeio que constitua prolongamento" of it.
 * A line is the crosswalk's centreline: a flat-ended strip `halfWidthM` (default 2 m) each side, prolonged
 * CROSSWALK_EXTENSION_M past both ends. A polygon has its own width and is prolonged the same way. Touching
 * counts. Crosswalks mapped only as points are handled by the caller (a radius around the point).
 */
export function crosswalkRelation(
  footprint: Footprint,
  shape: Shape,
  halfWidthM?: number,
): CrosswalkRelation {
  const half = halfWidthM ?? CROSSWALK_LINE_HALF_WIDTH_M;
  const on = [...lineBands(shape.lines, half, 0), ...shape.polygons];
  if (overlaps(footprint, on)) return "on";
  const prolonged = [
    ...lineBands(shape.lines, half, CROSSWALK_EXTENSION_M),
    ...shape.polygons.flatMap((polygon) => (polygon[0] ? [[prolongedPolygon(polygon[0])]] : [])),
  ];
  return overlaps(footprint, prolonged) ? "prolongation" : null;
}

/** Sign pairs of a start/end stop: each line's two ends, or a MultiPoint of exactly two signs. */
function signPairs(shape: Shape): [Vec, Vec][] {
  const pairs: [Vec, Vec][] = [];
  for (const line of shape.lines) {
    const first = line[0];
    const last = line[line.length - 1];
    if (first && last) pairs.push([first, last]);
  }
  const [p, q] = shape.points;
  if (shape.points.length === 2 && p && q) pairs.push([p, q]);
  return pairs;
}

/**
 * JF art. 12, VII for a stop signed at start and end (art. 9º, III, b): the whole stretch between the signs is
 * the stop — from one sign to the other, BUS_STOP_DEPTH_M (or `radiusM`) each side of the line joining them,
 * so the kerbside lane beside signs set back on the sidewalk is covered too.
 */
export function isOnStopStretch(footprint: Footprint, shape: Shape, depthM?: number): boolean {
  const half = depthM ?? BUS_STOP_DEPTH_M;
  return overlaps(
    footprint,
    signPairs(shape).map(([a, b]) => [band(a, b, half)]),
  );
}

/**
 * JF art. 9º, III, a/b: distance from the footprint to the stop's signs — its points, the ends of a line drawn
 * from sign to sign, and, for a stop drawn as an area, the area itself (nearest edge: never farther than its
 * signs). Never Infinity: a stop with no usable geometry measures 0, so it can never pass unseen.
 */
export function busStopDistance(footprint: Footprint, shape: Shape): number {
  const signs = [...shape.points, ...signPairs({ ...shape, points: [] }).flat()];
  const candidates = [
    ...signs.map((sign) => distance(footprint, { ...EMPTY, points: [sign] })),
    ...(shape.polygons.length > 0 ? [distance(footprint, { ...EMPTY, polygons: shape.polygons })] : []),
  ];
  return candidates.length > 0 ? Math.min(...candidates) : 0;
}
