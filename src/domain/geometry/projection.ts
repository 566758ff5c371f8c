/**
 * Local metric frame on the WGS84 ellipsoid: east = Δlon · N(φ₀) · cos φ₀, north = Δlat · M(φ₀), with M the
 * meridional and N the prime-vertical radius of curvature at the frame's origin. Within the 100 m a placement
 * check looks at, it agrees with the geodesic (geographiclib) to well under a millimetre (tests/unit/domain/
 * geodesic.test.ts measures it). The browser (map, footprint) and the server use this one model.
 */

export type Position = [number, number] | number[];
export type Vec = readonly [number, number];

/** WGS84 semi-major axis, metres. */
export const WGS84_A = 6_378_137;
/** WGS84 flattening. */
export const WGS84_F = 1 / 298.257223563;
const E2 = WGS84_F * (2 - WGS84_F);
const RAD = Math.PI / 180;

/** Meridional radius of curvature M(φ), metres. */
export function meridionalRadius(latDeg: number): number {
  const s = Math.sin(latDeg * RAD);
  return (WGS84_A * (1 - E2)) / (1 - E2 * s * s) ** 1.5;
}

/** Prime-vertical radius of curvature N(φ), metres. */
export function primeVerticalRadius(latDeg: number): number {
  const s = Math.sin(latDeg * RAD);
  return WGS84_A / Math.sqrt(1 - E2 * s * s);
}

export interface LocalFrame {
  lon0: number;
  lat0: number;
  /** metres per degree of longitude at lat0 */
  kx: number;
  /** metres per degree of latitude at lat0 */
  ky: number;
}

export function frameAt(lon0: number, lat0: number): LocalFrame {
  return {
    lon0,
    lat0,
    kx: primeVerticalRadius(lat0) * Math.cos(lat0 * RAD) * RAD,
    ky: meridionalRadius(lat0) * RAD,
  };
}

export function project(frame: LocalFrame, position: Position): Vec {
  return [((position[0] ?? 0) - frame.lon0) * frame.kx, ((position[1] ?? 0) - frame.lat0) * frame.ky];
}

export function unproject(frame: LocalFrame, vec: Vec): [number, number] {
  return [frame.lon0 + vec[0] / frame.kx, frame.lat0 + vec[1] / frame.ky];
}

/** Centroid of a ring as the mean of its distinct vertices (the closing vertex is ignored). */
export function ringCentroid(ring: readonly Position[]): [number, number] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = first && last && first[0] === last[0] && first[1] === last[1];
  const vertices = closed ? ring.slice(0, -1) : ring;
  let lon = 0;
  let lat = 0;
  for (const v of vertices) {
    lon += v[0] ?? 0;
    lat += v[1] ?? 0;
  }
  const n = Math.max(vertices.length, 1);
  return [lon / n, lat / n];
}

/**
 * Degrees of longitude and latitude that span at least `metres` anywhere up to latitude `lat` (a search
 * margin: latitude uses the smallest meridional radius, at the equator).
 */
export function metresToDegrees(metres: number, lat: number): { dLon: number; dLat: number } {
  return { dLon: metres / frameAt(0, lat).kx, dLat: metres / frameAt(0, 0).ky };
}
