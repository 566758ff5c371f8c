import { areaPolygonDistance } from "../geometry/distance";
import { frameAt, type Position, project, ringCentroid } from "../geometry/projection";

/** A caçamba's footprint on the street: a planned placement or one standing there now. */
export interface StreetCacamba {
  id: string;
  /** How a person names it: "nº 04" or, without a caçamba yet, "planejada para a obra Rua Halfeld". */
  label: string;
  footprint: { coordinates: Position[][] };
}

/**
 * The caçambas whose footprint shares ground with `footprint` (touching counts: two boxes can't stand
 * edge to edge on a kerb and still be lifted by a hook). No law read here sets a distance between
 * caçambas or a count per frontage (JF, JP, CM and Indiavaí are silent); this is the physical fact only.
 */
export function overlappingCacambas<T extends StreetCacamba>(
  footprint: { coordinates: Position[][] },
  others: readonly T[],
): T[] {
  const outer = footprint.coordinates[0] ?? [];
  const [lon0, lat0] = ringCentroid(outer);
  const frame = frameAt(lon0, lat0);
  const ring = outer.map((p) => project(frame, p));
  return others.filter((other) => {
    const polygon = other.footprint.coordinates.map((r) => r.map((p) => project(frame, p)));
    return areaPolygonDistance(ring, polygon) === 0;
  });
}

/** The sentence that refuses (server) or warns (planner) a footprint on top of others. */
export function overlapMessage(others: readonly Pick<StreetCacamba, "label">[]): string {
  const names = others.map((o) => o.label).join(", ");
  return `Já há caçamba neste lugar (${names}): duas caçambas não ocupam o mesmo espaço. Mova esta caçamba para um lugar livre.`;
}
