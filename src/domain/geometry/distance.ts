import type { Vec } from "./projection";

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1]];
const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1];
const cross = (a: Vec, b: Vec): number => a[0] * b[1] - a[1] * b[0];

export function pointDistance(a: Vec, b: Vec): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

export function pointSegmentDistance(p: Vec, a: Vec, b: Vec): number {
  const ab = sub(b, a);
  const lengthSq = dot(ab, ab);
  if (lengthSq === 0) return pointDistance(p, a);
  const t = Math.max(0, Math.min(1, dot(sub(p, a), ab) / lengthSq));
  return pointDistance(p, [a[0] + t * ab[0], a[1] + t * ab[1]]);
}

function orientation(a: Vec, b: Vec, c: Vec): number {
  const value = cross(sub(b, a), sub(c, a));
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

function onSegment(a: Vec, b: Vec, p: Vec): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

export function segmentsIntersect(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

export function segmentSegmentDistance(a: Vec, b: Vec, c: Vec, d: Vec): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d),
    pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b),
    pointSegmentDistance(d, a, b),
  );
}

/** Even-odd ray casting; points on the boundary may fall either way, callers add the edge distance. */
export function pointInRing(p: Vec, ring: readonly Vec[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const vi = ring[i];
    const vj = ring[j];
    if (!vi || !vj) continue;
    if (
      vi[1] > p[1] !== vj[1] > p[1] &&
      p[0] < ((vj[0] - vi[0]) * (p[1] - vi[1])) / (vj[1] - vi[1]) + vi[0]
    ) {
      inside = !inside;
    }
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function pointInPolygon(p: Vec, rings: readonly (readonly Vec[])[]): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !pointInRing(p, outer)) return false;
  return !holes.some((hole) => pointInRing(p, hole));
}

function* segments(line: readonly Vec[]): Generator<[Vec, Vec]> {
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    if (a && b) yield [a, b];
  }
}

export function pointLineDistance(p: Vec, line: readonly Vec[]): number {
  if (line.length === 1 && line[0]) return pointDistance(p, line[0]);
  let best = Number.POSITIVE_INFINITY;
  for (const [a, b] of segments(line)) best = Math.min(best, pointSegmentDistance(p, a, b));
  return best;
}

/** Distance from a point to a filled ring (0 inside). */
export function pointAreaDistance(p: Vec, ring: readonly Vec[]): number {
  return pointInRing(p, ring) ? 0 : pointLineDistance(p, ring);
}

/** Distance between a polyline and a filled ring (0 when they touch or overlap). */
export function lineAreaDistance(line: readonly Vec[], ring: readonly Vec[]): number {
  if (line.some((p) => pointInRing(p, ring))) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (const [a, b] of segments(line)) {
    for (const [c, d] of segments(ring)) {
      best = Math.min(best, segmentSegmentDistance(a, b, c, d));
      if (best === 0) return 0;
    }
  }
  if (line.length === 1 && line[0]) best = Math.min(best, pointLineDistance(line[0], ring));
  return best;
}

/** Distance between a filled ring and a filled polygon with holes (0 when they overlap). */
export function areaPolygonDistance(ring: readonly Vec[], polygon: readonly (readonly Vec[])[]): number {
  if (ring.some((p) => pointInPolygon(p, polygon))) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (const boundary of polygon) best = Math.min(best, lineAreaDistance(boundary, ring));
  return best;
}
