/** The caçamba's rectangle on the ground (GeoJSON Polygon, lon/lat), from its centre, size and heading. */

import { findLaw, isRegulated } from "@/domain";
import { frameAt, project, unproject } from "@/domain/geometry/projection";

export interface LonLat {
  lon: number;
  lat: number;
}

/** The size used when the caçamba has no measured size: JF art. 7º, V's maximum, 2,65 × 1,76 m. */
export const DEFAULT_CACAMBA_SIZE = { lengthM: 2.65, widthM: 1.76 };

/**
 * The planner's size for a caçamba not yet chosen: the maximum the site's law sets, with its article, or the
 * default size with no article where the law sets none.
 */
export function defaultCacambaSize(municipalityId: string): {
  lengthM: number;
  widthM: number;
  article: string | null;
} {
  const law = findLaw(municipalityId);
  const max = law?.texts.maxCacambaSize;
  return max && isRegulated(max)
    ? { lengthM: max.lengthM, widthM: max.widthM, article: max.article }
    : { ...DEFAULT_CACAMBA_SIZE, article: null };
}

/** Moves a point by metres east and north, in the rules engine's WGS84 local frame (the same model it measures with). */
export function offsetMetres(p: LonLat, eastM: number, northM: number): LonLat {
  const [lon, lat] = unproject(frameAt(p.lon, p.lat), [eastM, northM]);
  return { lon, lat };
}

/** Metres east and north from `a` to `b`, in the rules engine's WGS84 local frame centred on `a`. */
export function metresBetween(a: LonLat, b: LonLat): { eastM: number; northM: number } {
  const [eastM, northM] = project(frameAt(a.lon, a.lat), [b.lon, b.lat]);
  return { eastM, northM };
}

/**
 * The footprint's closed ring: long side along `bearingDeg` (0 = north, 90 = east, clockwise).
 */
export function rectangleFootprint(
  centre: LonLat,
  lengthM: number,
  widthM: number,
  bearingDeg: number,
): { type: "Polygon"; coordinates: [number, number][][] } {
  const t = (bearingDeg * Math.PI) / 180;
  const along = { e: Math.sin(t), n: Math.cos(t) };
  const across = { e: Math.cos(t), n: -Math.sin(t) };
  const hl = lengthM / 2;
  const hw = widthM / 2;
  const corners = [
    [-hl, -hw],
    [hl, -hw],
    [hl, hw],
    [-hl, hw],
  ].map(([l = 0, w = 0]) => {
    const p = offsetMetres(centre, l * along.e + w * across.e, l * along.n + w * across.n);
    return [p.lon, p.lat] as [number, number];
  });
  const first = corners[0] as [number, number];
  return { type: "Polygon", coordinates: [[...corners, first]] };
}

/** Centre of a stored footprint (mean of its corners, closing point excluded). */
export function footprintCentre(footprint: { coordinates: number[][][] }): LonLat {
  const ring = (footprint.coordinates[0] ?? []).slice(0, -1);
  const n = Math.max(ring.length, 1);
  return {
    lon: ring.reduce((s, p) => s + (p[0] ?? 0), 0) / n,
    lat: ring.reduce((s, p) => s + (p[1] ?? 0), 0) / n,
  };
}

/**
 * Heading of a stored footprint's long side (the inverse of `rectangleFootprint`: its first edge runs
 * along the bearing), in degrees clockwise from north, 0 ≤ b < 360.
 */
export function footprintBearing(footprint: { coordinates: number[][][] }): number {
  const [a, b] = footprint.coordinates[0] ?? [];
  if (!a || !b) return 90;
  const { eastM, northM } = metresBetween(
    { lon: a[0] ?? 0, lat: a[1] ?? 0 },
    { lon: b[0] ?? 0, lat: b[1] ?? 0 },
  );
  const deg = (Math.atan2(eastM, northM) * 180) / Math.PI;
  return Math.round((((deg % 360) + 360) % 360) * 1e6) / 1e6;
}

/** Reads a coordinate typed the Brazilian way (`-21,7612`) or with a dot. */
export function parseCoordinate(text: string): number | null {
  const s = text.trim().replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}
