import type { CityFeature, FeatureKind } from "../features/vocabulary";
import { KIND_LABEL } from "../features/vocabulary";
import { formatMeasured, formatMetres } from "../format";
import { rulesetFor } from "../rulesets";
import { ruleById } from "../rulesets/types";
import { featureLabel, type PlacementContext } from "./context";
import {
  BLOCK_CLEARANCE_M,
  blocks,
  CROSSWALK_POINT_RADIUS_M,
  distanceM,
  isInFrontOf,
  isOnTopOf,
  occupiesPlace,
  prolongedLines,
  STREET_HALF_WIDTH_M,
} from "./relations";
import type { PlacementViolation } from "./schema";

type Relation = "blocks" | "in_front_of" | "occupies" | "on_crosswalk" | "on_street";

/** JF art. 12, I–IX: which relation to which feature kind is forbidden. */
const FORBIDDEN: Partial<Record<FeatureKind, { rule: string; relation: Relation }>> = {
  urban_equipment_access: { rule: "urban_equipment", relation: "blocks" },
  special_treatment_street: { rule: "special_treatment_street", relation: "on_street" },
  crosswalk: { rule: "crosswalk", relation: "on_crosswalk" },
  gallery_entrance: { rule: "gallery_crowded_entrance", relation: "in_front_of" },
  crowded_venue_entrance: { rule: "gallery_crowded_entrance", relation: "in_front_of" },
  emergency_exit: { rule: "emergency_exit", relation: "in_front_of" },
  traffic_sign: { rule: "traffic_sign", relation: "blocks" },
  bus_stop: { rule: "stop_places", relation: "occupies" },
  taxi_rank: { rule: "stop_places", relation: "occupies" },
  truck_hire_point: { rule: "stop_places", relation: "occupies" },
  emergency_stop: { rule: "stop_places", relation: "occupies" },
  bus_turnaround: { rule: "stop_places", relation: "occupies" },
  no_stopping_sign: { rule: "no_stopping_sign", relation: "occupies" },
  accessibility_ramp: { rule: "accessibility_ramp", relation: "in_front_of" },
};

const ADVICE: Record<Relation, string> = {
  blocks: `Deixe ao menos ${formatMetres(BLOCK_CLEARANCE_M)} livres entre a caçamba e o elemento.`,
  in_front_of: "Desloque a caçamba ao longo do meio-fio até que ela não fique defronte ao elemento.",
  occupies: "Coloque a caçamba fora desse local.",
  on_crosswalk: "Coloque a caçamba fora da faixa e do prolongamento dela sobre a calçada.",
  on_street: "Essa via não admite caçambas: use outro local ou o interior do imóvel.",
};

function relationHolds(ctx: PlacementContext, feature: CityFeature, relation: Relation): boolean {
  const shape = ctx.shapeOf(feature);
  const { footprint } = ctx;
  switch (relation) {
    case "blocks":
      return blocks(footprint, shape);
    case "in_front_of":
      return isInFrontOf(footprint, shape);
    case "occupies":
      return occupiesPlace(footprint, shape, feature.properties.radiusM);
    case "on_crosswalk":
      if (shape.lines.length === 0 && shape.polygons.length === 0) {
        return occupiesPlace(footprint, shape, feature.properties.radiusM ?? CROSSWALK_POINT_RADIUS_M);
      }
      return isOnTopOf(footprint, shape) || isOnTopOf(footprint, prolongedLines(shape));
    case "on_street":
      return distanceM(footprint, shape) <= (feature.properties.halfWidthM ?? STREET_HALF_WIDTH_M);
  }
}

const RELATION_TEXT: Record<Relation, string> = {
  blocks: "obstrui",
  in_front_of: "está em frente a",
  occupies: "ocupa",
  on_crosswalk: "está sobre",
  on_street: "está em",
};

export function checkForbiddenPlaces(ctx: PlacementContext): PlacementViolation[] {
  if (ctx.placement.position === "inside_property") return [];
  const ruleset = rulesetFor(ctx.municipality);
  const violations: PlacementViolation[] = [];
  for (const feature of ctx.features) {
    const entry = FORBIDDEN[feature.properties.kind];
    if (!entry || !relationHolds(ctx, feature, entry.relation)) continue;
    const rule = ruleById(ruleset, entry.rule);
    const measuredM = distanceM(ctx.footprint, ctx.shapeOf(feature));
    const label = featureLabel(feature, KIND_LABEL[feature.properties.kind]);
    violations.push({
      rule: rule.id,
      article: rule.article,
      featureId: feature.properties.id,
      measuredM,
      message: `A caçamba ${RELATION_TEXT[entry.relation]} ${label}, a ${formatMeasured(measuredM)}: vedado (${rule.article}). ${ADVICE[entry.relation]}`,
    });
  }
  return violations;
}
