import { kindFromOsmTags, type Tags } from "./osm-tags";
import { type CityFeature, type FeatureKind, geometrySchema } from "./vocabulary";

export interface OsmLoadResult {
  features: CityFeature[];
  /** How many input features were left out because no mapped tag matched, or the geometry was unusable. */
  ignored: number;
}

interface RawFeature {
  id?: unknown;
  geometry?: unknown;
  properties?: unknown;
}

function rawFeatures(geojson: unknown): RawFeature[] {
  if (typeof geojson !== "object" || geojson === null) return [];
  const features = (geojson as { features?: unknown }).features;
  return Array.isArray(features) ? (features as RawFeature[]) : [];
}

/**
 * An OpenStreetMap GeoJSON export (osmium export, overpass-turbo) → city features. Tags may be the
 * feature's properties or sit under `properties.tags`. The OSM id is kept as `osm:<id>`.
 * Data © OpenStreetMap contributors, ODbL 1.0: keep the attribution wherever the result is shown.
 */
export function featuresFromOsm(geojson: unknown): OsmLoadResult {
  const features: CityFeature[] = [];
  let ignored = 0;
  for (const raw of rawFeatures(geojson)) {
    const geometry = geometrySchema.safeParse(raw.geometry);
    const props = (
      typeof raw.properties === "object" && raw.properties !== null ? raw.properties : {}
    ) as Tags;
    const tags = (typeof props.tags === "object" && props.tags !== null ? props.tags : props) as Tags;
    const kind = geometry.success ? kindFromOsmTags(tags, geometry.data.type) : null;
    if (!geometry.success || kind === null) {
      ignored++;
      continue;
    }
    const id = `osm:${String(raw.id ?? props["@id"] ?? props.id ?? features.length)}`;
    const name = typeof tags.name === "string" ? tags.name : undefined;
    const extra: Record<string, unknown> = {};
    if (kind === "bus_stop") extra.signs = "single";
    if (kind === "rotating_parking_zone") extra.paidHours = tags.opening_hours;
    features.push({
      type: "Feature",
      geometry: geometry.data,
      properties: { id, kind, ...(name ? { name } : {}), ...extra },
    } as CityFeature);
  }
  return { features, ignored };
}

/** A plain point layer (e.g. a water company's hydrant register) → features of one kind. */
export function featuresFromPointLayer(
  geojson: unknown,
  options: { kind: FeatureKind; idProperty: string; idPrefix?: string },
): OsmLoadResult {
  const features: CityFeature[] = [];
  let ignored = 0;
  for (const raw of rawFeatures(geojson)) {
    const geometry = geometrySchema.safeParse(raw.geometry);
    const props = (
      typeof raw.properties === "object" && raw.properties !== null ? raw.properties : {}
    ) as Tags;
    const idValue = props[options.idProperty];
    if (
      !geometry.success ||
      geometry.data.type !== "Point" ||
      (typeof idValue !== "string" && typeof idValue !== "number")
    ) {
      ignored++;
      continue;
    }
    features.push({
      type: "Feature",
      geometry: geometry.data,
      properties: { id: `${options.idPrefix ?? ""}${String(idValue)}`, kind: options.kind },
    } as CityFeature);
  }
  return { features, ignored };
}
