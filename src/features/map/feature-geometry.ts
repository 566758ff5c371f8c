/** Vertices of a city feature's GeoJSON geometry, to drag them one by one on the map. */
import { type LonLat, metresBetween } from "./footprint";

export interface EditableGeometry {
  type: string;
  coordinates: unknown;
}

export interface Vertex extends LonLat {
  /** Indexes into `coordinates` down to the position (empty for a Point). */
  path: number[];
}

const isPosition = (v: unknown): v is number[] => Array.isArray(v) && typeof v[0] === "number";
const isRing = (type: string, depth: number) =>
  (type === "Polygon" && depth === 1) || (type === "MultiPolygon" && depth === 2);

/** Every distinct vertex; a closed ring's last position repeats its first and is left out. */
export function vertices(geometry: EditableGeometry): Vertex[] {
  const out: Vertex[] = [];
  const walk = (node: unknown, path: number[]) => {
    if (isPosition(node)) {
      out.push({ path, lon: node[0] ?? 0, lat: node[1] ?? 0 });
      return;
    }
    if (!Array.isArray(node)) return;
    const ring = isRing(geometry.type, path.length);
    const n = ring ? node.length - 1 : node.length;
    for (let i = 0; i < n; i++) walk(node[i], [...path, i]);
  };
  walk(geometry.coordinates, []);
  return out;
}

/** A copy of the geometry with the vertex at `path` moved; moving a ring's first vertex moves its closing one too. */
export function moveVertex<G extends EditableGeometry>(geometry: G, path: number[], to: LonLat): G {
  const place = (node: unknown, depth: number): unknown => {
    if (depth === path.length) {
      const rest = isPosition(node) ? node.slice(2) : [];
      return [to.lon, to.lat, ...rest];
    }
    const list = [...(node as unknown[])];
    const i = path[depth] ?? 0;
    list[i] = place(list[i], depth + 1);
    if (i === 0 && isRing(geometry.type, depth) && list.length > 1) list[list.length - 1] = list[0];
    return list;
  };
  return { ...geometry, coordinates: place(geometry.coordinates, 0) };
}

/** Largest distance in metres any vertex moved between two versions of the same geometry. */
export function largestShiftM(before: EditableGeometry, after: EditableGeometry): number {
  const a = vertices(before);
  const b = vertices(after);
  return a.reduce((max, v, i) => {
    const w = b[i];
    if (!w) return max;
    const d = metresBetween(v, w);
    return Math.max(max, Math.hypot(d.eastM, d.northM));
  }, 0);
}

/** The vertex nearest to a point (for choosing between features under one click). */
export function distanceToNearestVertexM(geometry: EditableGeometry, p: LonLat): number {
  return vertices(geometry).reduce((min, v) => {
    const d = metresBetween(p, v);
    return Math.min(min, Math.hypot(d.eastM, d.northM));
  }, Number.POSITIVE_INFINITY);
}
