import type { FeatureKind } from "./vocabulary";

export type Tags = Readonly<Record<string, unknown>>;

const tag = (tags: Tags, key: string): string | undefined => {
  const value = tags[key];
  return typeof value === "string" ? value : undefined;
};

/** "Proibido Parar e Estacionar" is sign R-6c of the Brazilian CTB. */
const NO_STOPPING = /\bR-?6c\b/i;

/**
 * OpenStreetMap tags → vocabulary kind, first match wins. The table is the documented mapping
 * (docs/rules-engine.md); tags not listed give no feature.
 */
export function kindFromOsmTags(tags: Tags, geometryType: string): FeatureKind | null {
  const highway = tag(tags, "highway");
  const crossing = tag(tags, "crossing");
  const trafficSign = tag(tags, "traffic_sign");
  const isArea = geometryType === "Polygon" || geometryType === "MultiPolygon";

  if (highway === "bus_stop" || (tag(tags, "public_transport") === "platform" && tag(tags, "bus") === "yes"))
    return "bus_stop";
  if (tag(tags, "emergency") === "fire_hydrant") return "hydrant";
  const manhole = tag(tags, "manhole");
  if (manhole === "drain" || tag(tags, "man_made") === "storm_drain") return "drain";
  if (manhole !== undefined || tag(tags, "man_made") === "manhole") return "manhole";
  if (trafficSign && NO_STOPPING.test(trafficSign)) return "no_stopping_sign";
  if (
    highway === "crossing" ||
    tag(tags, "footway") === "crossing" ||
    (crossing !== undefined && crossing !== "no")
  ) {
    return "crosswalk";
  }
  const kerb = tag(tags, "kerb");
  if (kerb === "lowered" || kerb === "flush") return "accessibility_ramp";
  if (
    highway === "traffic_signals" ||
    highway === "stop" ||
    highway === "give_way" ||
    trafficSign !== undefined
  ) {
    return "traffic_sign";
  }
  if (tag(tags, "amenity") === "taxi") return "taxi_rank";
  if (highway === "emergency_bay") return "emergency_stop";
  if (
    (highway === "turning_circle" || highway === "turning_loop") &&
    ["yes", "designated"].includes(tag(tags, "bus") ?? "")
  ) {
    return "bus_turnaround";
  }
  if (tag(tags, "entrance") === "emergency" || tag(tags, "exit") === "emergency") return "emergency_exit";
  if (
    isArea &&
    tag(tags, "amenity") === "parking" &&
    tag(tags, "fee") === "yes" &&
    ["street_side", "lane"].includes(tag(tags, "parking") ?? "") &&
    tag(tags, "opening_hours") !== undefined
  ) {
    return "rotating_parking_zone";
  }
  return null;
}
