import type { CityFeature, FeatureKind } from "../../features/vocabulary";
import { KIND_LABEL } from "../../features/vocabulary";
import { formatMeasured, formatMetres } from "../../format";
import { crosswalkRelation, isOnStopStretch } from "../../placement/areas";
import { featureLabel, type PlacementContext } from "../../placement/context";
import {
  BLOCK_CLEARANCE_M,
  blocks,
  CROSSWALK_POINT_RADIUS_M,
  distanceM,
  isInFrontOf,
  occupiesPlace,
  STREET_HALF_WIDTH_M,
} from "../../placement/relations";
import type { PlacementViolation } from "../../placement/schema";
import { ruleById } from "../../rulesets/types";
import { juizDeForaRuleset } from "./ruleset";

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

/** What the caçamba does to the feature, in pt-BR, ready to precede the feature's label. */
const PHRASE: Partial<Record<FeatureKind, string>> = {
  urban_equipment_access: "dificulta o",
  special_treatment_street: "está na",
  gallery_entrance: "está em frente à",
  crowded_venue_entrance: "está em frente à",
  emergency_exit: "está em frente à",
  traffic_sign: "pode obstruir a",
  bus_stop: "está no local de parada do",
  taxi_rank: "está no",
  truck_hire_point: "está no",
  emergency_stop: "está na",
  bus_turnaround: "está no",
  no_stopping_sign: "está no trecho sinalizado com",
  accessibility_ramp: "está em frente à",
};

const ADVICE: Record<Relation, string> = {
  blocks: `Critério do produto (a lei não fixa distância; usamos a largura livre de ${formatMetres(BLOCK_CLEARANCE_M)} do art. 9º, I): deixe ao menos ${formatMetres(BLOCK_CLEARANCE_M)} livres entre a caçamba e o elemento.`,
  in_front_of: "Desloque a caçamba ao longo do meio-fio até que ela não fique defronte ao elemento.",
  occupies: "Coloque a caçamba fora desse local.",
  on_crosswalk: "Coloque a caçamba fora da faixa e do prolongamento dela sobre a calçada.",
  on_street: "Essa via não admite caçambas: use outro local ou o interior do imóvel.",
};

/** The pt-BR phrase for a forbidden relation that holds, or null when it does not hold. */
function relationPhrase(ctx: PlacementContext, feature: CityFeature, relation: Relation): string | null {
  const shape = ctx.shapeOf(feature);
  const { footprint } = ctx;
  const { kind, radiusM, halfWidthM, signs } = feature.properties;
  const phrase = PHRASE[kind] ?? "está em";
  switch (relation) {
    case "blocks":
      return blocks(footprint, shape) ? phrase : null;
    case "in_front_of":
      return isInFrontOf(footprint, shape) ? phrase : null;
    case "occupies": {
      const stretch =
        kind === "bus_stop" && signs === "start_end" && isOnStopStretch(footprint, shape, radiusM);
      return stretch || occupiesPlace(footprint, shape, radiusM) ? phrase : null;
    }
    case "on_crosswalk": {
      if (shape.lines.length === 0 && shape.polygons.length === 0) {
        return occupiesPlace(footprint, shape, radiusM ?? CROSSWALK_POINT_RADIUS_M) ? "está sobre a" : null;
      }
      const where = crosswalkRelation(footprint, shape, halfWidthM);
      return where === "on" ? "está sobre a" : where === "prolongation" ? "está no prolongamento da" : null;
    }
    case "on_street":
      return distanceM(footprint, shape) <= (halfWidthM ?? STREET_HALF_WIDTH_M) ? phrase : null;
  }
}

export function checkForbiddenPlaces(ctx: PlacementContext): PlacementViolation[] {
  if (ctx.placement.position === "inside_property") return [];
  const ruleset = juizDeForaRuleset;
  const violations: PlacementViolation[] = [];
  for (const feature of ctx.features) {
    const entry = FORBIDDEN[feature.properties.kind];
    const phrase = entry ? relationPhrase(ctx, feature, entry.relation) : null;
    if (!entry || !phrase) continue;
    const rule = ruleById(ruleset, entry.rule);
    const measuredM = distanceM(ctx.footprint, ctx.shapeOf(feature));
    const label = featureLabel(feature, KIND_LABEL[feature.properties.kind]);
    violations.push({
      rule: rule.id,
      article: rule.article,
      featureId: feature.properties.id,
      measuredM,
      message: `A caçamba ${phrase} ${label} — distância ${formatMeasured(measuredM)}: vedado (${rule.article}). ${ADVICE[entry.relation]}`,
    });
  }
  return violations;
}
