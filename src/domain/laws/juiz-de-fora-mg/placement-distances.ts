import type { CityFeature } from "../../features/vocabulary";
import { KIND_LABEL } from "../../features/vocabulary";
import { busStopDistance } from "../../placement/areas";
import { featureLabel, minDistanceViolation, type PlacementContext } from "../../placement/context";
import { distanceM, isOnTopOf } from "../../placement/relations";
import type { PlacementViolation } from "../../placement/schema";
import { ruleById } from "../../rulesets/types";
import { juizDeForaRuleset } from "./ruleset";

/** JF art. 9º, III, a, b, c, e: minimum distances to bus stops, cross streets, hydrants and drains; never on a manhole. */
export function checkDistances(ctx: PlacementContext): PlacementViolation[] {
  if (ctx.placement.position === "inside_property") return [];
  const ruleset = juizDeForaRuleset;
  const single = ruleById(ruleset, "bus_stop_single_sign");
  const startEnd = ruleById(ruleset, "bus_stop_start_end_signs");
  const crossStreet = ruleById(ruleset, "cross_street");
  const hydrantDrain = ruleById(ruleset, "hydrant_drain");
  const violations: PlacementViolation[] = [];
  const push = (v: PlacementViolation | null) => {
    if (v) violations.push(v);
  };

  for (const feature of ctx.features) {
    const { kind } = feature.properties;
    const shape = ctx.shapeOf(feature);
    const label = featureLabel(feature, KIND_LABEL[kind]);
    if (kind === "bus_stop") {
      const rule = feature.properties.signs === "start_end" ? startEnd : single;
      const measured = busStopDistance(ctx.footprint, shape);
      const signs = feature.properties.signs === "start_end" ? "placas de início e término" : "placa única";
      push(minDistanceViolation(rule, feature, measured, required(rule), `do ${label}, ${signs}`));
    } else if (kind === "cross_street") {
      push(
        minDistanceViolation(
          crossStreet,
          feature,
          distanceM(ctx.footprint, shape),
          required(crossStreet),
          `do ${label}`,
        ),
      );
    } else if (kind === "hydrant" || kind === "drain") {
      push(
        minDistanceViolation(
          hydrantDrain,
          feature,
          distanceM(ctx.footprint, shape),
          required(hydrantDrain),
          `do ${label}`,
        ),
      );
    } else if (kind === "manhole" && isOnTopOf(ctx.footprint, shape)) {
      violations.push(onManhole(feature, hydrantDrain.id, hydrantDrain.article, label));
    }
  }
  return violations;
}

function required(rule: { value?: { quantity: number } }): number {
  return rule.value?.quantity ?? 0;
}

function onManhole(feature: CityFeature, rule: string, article: string, label: string): PlacementViolation {
  return {
    rule,
    article,
    featureId: feature.properties.id,
    measuredM: 0,
    message: `A caçamba está sobre o ${label}, o que é vedado (${article}). Mova-a até que nenhuma parte fique sobre a tampa.`,
  };
}
