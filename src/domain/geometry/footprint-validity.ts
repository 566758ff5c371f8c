import { RulesInputError } from "../errors";
import { formatMeasured, formatMetres } from "../format";
import { pointDistance, segmentsIntersect } from "./distance";
import { frameAt, type Position, project, ringCentroid, type Vec } from "./projection";

/**
 * What a caçamba's footprint can be. The laws give no sizes but JF art. 7º, V (at most 2,65 × 1,76 m); the
 * product accepts any side from 0,5 m to 8 m (a product criterion, wide enough for every roll-off container
 * sold in Brazil, from 3 m³ to 30 m³) and refuses what no caçamba can be: a ring that crosses itself, one with
 * no area, or one whose length or width falls outside those bounds.
 */
export const FOOTPRINT_MIN_SIDE_M = 0.5;
export const FOOTPRINT_MAX_SIDE_M = 8;
/** Below this area (m²) the ring is a line or a point, not a caçamba. */
const MIN_AREA_M2 = 0.01;

const PATH = "placement.footprint";

function reject(message: string): never {
  throw new RulesInputError(message, [{ path: PATH, message }]);
}

function distinctVertices(ring: readonly Vec[]): Vec[] {
  const out: Vec[] = [];
  for (const v of ring) {
    const prev = out[out.length - 1];
    if (!prev || pointDistance(prev, v) > 1e-6) out.push(v);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && pointDistance(first, last) <= 1e-6) out.pop();
  return out;
}

function area(vertices: readonly Vec[]): number {
  let twice = 0;
  for (let i = 0; i < vertices.length; i++) {
    const a = vertices[i] as Vec;
    const b = vertices[(i + 1) % vertices.length] as Vec;
    twice += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(twice) / 2;
}

function crossesItself(vertices: readonly Vec[]): boolean {
  const n = vertices.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      const a = vertices[i] as Vec;
      const b = vertices[(i + 1) % n] as Vec;
      const c = vertices[j] as Vec;
      const d = vertices[(j + 1) % n] as Vec;
      if (segmentsIntersect(a, b, c, d)) return true;
    }
  }
  return false;
}

/** Length along the longest side and width across it, in metres. */
function extent(vertices: readonly Vec[]): { lengthM: number; widthM: number } {
  let axis: Vec = [1, 0];
  let longest = 0;
  for (let i = 0; i < vertices.length; i++) {
    const a = vertices[i] as Vec;
    const b = vertices[(i + 1) % vertices.length] as Vec;
    const side = pointDistance(a, b);
    if (side > longest) {
      longest = side;
      axis = [(b[0] - a[0]) / side, (b[1] - a[1]) / side];
    }
  }
  const along = vertices.map((v) => v[0] * axis[0] + v[1] * axis[1]);
  const across = vertices.map((v) => -v[0] * axis[1] + v[1] * axis[0]);
  return {
    lengthM: Math.max(...along) - Math.min(...along),
    widthM: Math.max(...across) - Math.min(...across),
  };
}

/** Throws RulesInputError (path `placement.footprint`, pt-BR) when the ring cannot be a caçamba. */
export function assertCacambaFootprint(outerRing: readonly Position[]): void {
  const first = outerRing[0];
  const last = outerRing[outerRing.length - 1];
  if (!first || !last || first[0] !== last[0] || first[1] !== last[1])
    reject("O contorno da caçamba não está fechado: o último ponto deve repetir o primeiro (GeoJSON).");
  const [lon0, lat0] = ringCentroid(outerRing);
  const frame = frameAt(lon0, lat0);
  const vertices = distinctVertices(outerRing.map((p) => project(frame, p)));
  const flat =
    "O contorno da caçamba não tem área (pontos repetidos ou em linha): desenhe o retângulo da caçamba.";
  if (vertices.length < 3 || extent(vertices).widthM < 0.001) reject(flat);
  if (crossesItself(vertices))
    reject("O contorno da caçamba cruza a si mesmo: ligue os cantos em ordem, em volta do retângulo.");
  if (area(vertices) < MIN_AREA_M2) reject(flat);
  const { lengthM, widthM } = extent(vertices);
  const bounds = `${formatMetres(FOOTPRINT_MIN_SIDE_M)} a ${formatMetres(FOOTPRINT_MAX_SIDE_M)}`;
  if (lengthM > FOOTPRINT_MAX_SIDE_M || widthM < FOOTPRINT_MIN_SIDE_M)
    reject(
      `O contorno mede ${formatMeasured(lengthM)} × ${formatMeasured(widthM)}: nenhuma caçamba tem essas medidas (cada lado de ${bounds}). Confira o desenho e o tamanho da caçamba.`,
    );
}
