/** The caçamba's rectangle on the ground (GeoJSON Polygon, lon/lat), from its centre, size and heading. */

export interface LonLat {
  lon: number;
  lat: number;
}

/** JF art. 7º, V: at most 2,65 × 1,76 m; used when the caçamba has no measured size. */
export const DEFAULT_CACAMBA_SIZE = { lengthM: 2.65, widthM: 1.76 };

const M_PER_DEG_LAT = 110_574;
const mPerDegLon = (lat: number) => 111_320 * Math.cos((lat * Math.PI) / 180);

/** Moves a point by metres east and north (local flat approximation; exact enough within metres). */
export function offsetMetres(p: LonLat, eastM: number, northM: number): LonLat {
  return { lon: p.lon + eastM / mPerDegLon(p.lat), lat: p.lat + northM / M_PER_DEG_LAT };
}

/** Metres east and north from `a` to `b`. */
export function metresBetween(a: LonLat, b: LonLat): { eastM: number; northM: number } {
  return { eastM: (b.lon - a.lon) * mPerDegLon(a.lat), northM: (b.lat - a.lat) * M_PER_DEG_LAT };
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

/** Reads a coordinate typed the Brazilian way (`-21,7612`) or with a dot. */
export function parseCoordinate(text: string): number | null {
  const s = text.trim().replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}
