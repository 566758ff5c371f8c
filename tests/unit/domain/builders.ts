import { frameAt, unproject, type Vec } from "@/domain/geometry/projection";

/** Juiz de Fora, Rua Halfeld area: the origin of every synthetic scene. */
export const ORIGIN: [number, number] = [-43.3505, -21.7612];
const frame = frameAt(ORIGIN[0], ORIGIN[1]);

/** lon/lat of a point given in metres east (x) and north (y) of ORIGIN. */
export const at = (x: number, y: number): [number, number] => unproject(frame, [x, y] as Vec);

/** The standard JF caçamba, 2.65 m × 1.76 m, long side east–west, centred on ORIGIN: x ∈ [-1.325, 1.325], y ∈ [-0.88, 0.88]. */
export const HALF_LENGTH = 1.325;
export const HALF_WIDTH = 0.88;

export function footprint(halfLength = HALF_LENGTH, halfWidth = HALF_WIDTH) {
  return {
    type: "Polygon" as const,
    coordinates: [
      [
        at(-halfLength, -halfWidth),
        at(halfLength, -halfWidth),
        at(halfLength, halfWidth),
        at(-halfLength, halfWidth),
        at(-halfLength, -halfWidth),
      ],
    ],
  };
}

type Props = Record<string, unknown> & { id: string; kind: string };

export const point = (x: number, y: number, properties: Props) => ({
  type: "Feature" as const,
  geometry: { type: "Point" as const, coordinates: at(x, y) },
  properties,
});

export const line = (coords: [number, number][], properties: Props) => ({
  type: "Feature" as const,
  geometry: { type: "LineString" as const, coordinates: coords.map(([x, y]) => at(x, y)) },
  properties,
});

export const polygon = (coords: [number, number][], properties: Props) => ({
  type: "Feature" as const,
  geometry: { type: "Polygon" as const, coordinates: [coords.map(([x, y]) => at(x, y))] },
  properties,
});

export function placementInput(
  overrides: {
    municipality?: string;
    at?: string;
    placement?: Record<string, unknown>;
    features?: unknown[];
  } = {},
) {
  return {
    municipality: overrides.municipality ?? "juiz-de-fora-mg",
    at: overrides.at ?? "2025-06-02T10:00:00-03:00",
    placement: {
      position: "roadway",
      footprint: footprint(),
      parallelToCurb: true,
      distanceToCurbM: 0.1,
      freeSidewalkWidthM: null,
      insidePropertyFeasible: false,
      sidewalkFeasible: false,
      rotatingParkingCreditsSpaces: 0,
      ...overrides.placement,
    },
    features: { type: "FeatureCollection", features: overrides.features ?? [] },
  };
}
