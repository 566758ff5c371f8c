import type { CityFeature } from "../features/vocabulary";
import { formatBelowMinimum, formatMetres, formatShortfall } from "../format";
import { type Shape, toShape } from "../geometry/shape";
import type { Municipality } from "../laws/basics";
import type { Rule } from "../rulesets/types";
import type { Footprint } from "./relations";
import type { ParsedPlacement, PlacementViolation } from "./schema";

export interface PlacementContext {
  municipality: Municipality;
  atMs: number;
  placement: ParsedPlacement;
  footprint: Footprint;
  features: readonly CityFeature[];
  shapeOf(feature: CityFeature): Shape;
}

export function createContext(
  municipality: Municipality,
  atMs: number,
  placement: ParsedPlacement,
  footprint: Footprint,
  features: readonly CityFeature[],
): PlacementContext {
  const shapes = new Map<CityFeature, Shape>();
  return {
    municipality,
    atMs,
    placement,
    footprint,
    features,
    shapeOf(feature) {
      let shape = shapes.get(feature);
      if (!shape) {
        shape = toShape(feature.geometry, footprint.frame);
        shapes.set(feature, shape);
      }
      return shape;
    },
  };
}

/**
 * A feature as a person names it: its kind and, when it has one, its name (`ponto de ônibus "Rua Halfeld"`);
 * never its internal id (`manual:…`, `gtfs:…`), which the verdict keeps apart in `featureId` for the map.
 */
export function featureLabel(feature: { properties: { name?: string } }, label: string): string {
  const name = feature.properties.name?.trim();
  return name ? `${label} "${name}"` : label;
}

/** A minimum-distance verdict: null when respected, otherwise a violation saying by how much and what to do. */
export function minDistanceViolation(
  rule: Rule,
  feature: CityFeature,
  measuredM: number,
  requiredM: number,
  fromWhat: string,
): PlacementViolation | null {
  if (measuredM >= requiredM) return null;
  return {
    rule: rule.id,
    article: rule.article,
    featureId: feature.properties.id,
    measuredM,
    requiredM,
    message:
      `A caçamba está a ${formatBelowMinimum(measuredM, requiredM)} ${fromWhat}; mínimo ${formatMetres(requiredM)} (${rule.article}). ` +
      `Afaste-a mais ${formatShortfall(requiredM - measuredM)}.`,
  };
}
