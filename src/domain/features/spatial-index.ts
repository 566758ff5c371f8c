import Flatbush from "flatbush";
import { metresToDegrees, type Position } from "../geometry/projection";
import type { CityFeature, Geometry } from "./vocabulary";

export interface FeatureIndex {
  readonly size: number;
  /** Features whose bounding box comes within `radiusM` of the bounding box of `ring`. */
  near(ring: readonly Position[], radiusM: number): CityFeature[];
}

function bbox(geometry: Geometry): [number, number, number, number] {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === "number") {
      const x = value[0];
      const y = Number(value[1]);
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      return;
    }
    for (const item of value) visit(item);
  };
  visit(geometry.coordinates);
  return [minX, minY, maxX, maxY];
}

/** Packed Hilbert R-tree (flatbush) over feature bounding boxes in lon/lat degrees. */
export function createFeatureIndex(features: readonly CityFeature[]): FeatureIndex {
  const tree = new Flatbush(Math.max(features.length, 1));
  for (const feature of features) {
    const [minX, minY, maxX, maxY] = bbox(feature.geometry);
    tree.add(minX, minY, maxX, maxY);
  }
  if (features.length === 0) tree.add(0, 0, 0, 0);
  tree.finish();
  return {
    size: features.length,
    near(ring, radiusM) {
      if (features.length === 0) return [];
      const lons = ring.map((p) => p[0] ?? 0);
      const lats = ring.map((p) => p[1] ?? 0);
      const maxAbsLat = Math.max(...lats.map(Math.abs));
      const { dLon, dLat } = metresToDegrees(radiusM, maxAbsLat);
      const hits = tree.search(
        Math.min(...lons) - dLon,
        Math.min(...lats) - dLat,
        Math.max(...lons) + dLon,
        Math.max(...lats) + dLat,
      );
      return hits.flatMap((i) => {
        const feature = features[i];
        return feature ? [feature] : [];
      });
    },
  };
}
