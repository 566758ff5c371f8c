/** Local equirectangular projection in metres, accurate to well under a millimetre over a few hundred metres. */

export type Position = [number, number] | number[];
export type Vec = readonly [number, number];

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;
const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

export interface LocalFrame {
  lon0: number;
  lat0: number;
  /** metres per degree of longitude at lat0 */
  kx: number;
  /** metres per degree of latitude */
  ky: number;
}

export function frameAt(lon0: number, lat0: number): LocalFrame {
  return { lon0, lat0, kx: METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180), ky: METRES_PER_DEGREE };
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

/** Degrees of longitude and latitude that span `metres` at latitude `lat`. */
export function metresToDegrees(metres: number, lat: number): { dLon: number; dLat: number } {
  const frame = frameAt(0, lat);
  return { dLon: metres / frame.kx, dLat: metres / frame.ky };
}
