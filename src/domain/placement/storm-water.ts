import { KIND_LABEL } from "../features/vocabulary";
import { formatMeasured, formatMetres, formatShortfall } from "../format";
import type { Rule } from "../rulesets/types";
import { featureLabel, type PlacementContext } from "./context";
import { distanceM } from "./relations";
import type { PlacementViolation } from "./schema";

/**
 * "Obstruir … as caixas receptoras, sarjetas, valas … de águas pluviais" (CM art. 75, VII; IN art. 23, §1º,
 * VII). The laws set no distance; the product reads "obstruir" as standing on the inlet or closer to the
 * mapped point than a storm-drain grate is long (0,5 m), and, on the roadway, as standing against the curb
 * (0 m), which closes the gutter the water runs in. docs/rules-engine.md says so.
 */
export const STORM_INLET_CLEARANCE_M = 0.5;

export function stormWaterViolations(ctx: PlacementContext, rule: Rule): PlacementViolation[] {
  if (ctx.placement.position === "inside_property") return [];
  const violations: PlacementViolation[] = [];
  for (const feature of ctx.features) {
    if (feature.properties.kind !== "drain") continue;
    const measured = distanceM(ctx.footprint, ctx.shapeOf(feature));
    if (measured >= STORM_INLET_CLEARANCE_M) continue;
    const label = featureLabel(feature, KIND_LABEL.drain);
    const where =
      measured === 0 ? `está sobre o ${label}` : `está encostada ao ${label} (${formatMeasured(measured)})`;
    violations.push({
      rule: rule.id,
      article: rule.article,
      featureId: feature.properties.id,
      measuredM: measured,
      requiredM: STORM_INLET_CLEARANCE_M,
      message:
        `A caçamba ${where} e obstrui a passagem de águas pluviais, o que a lei proíbe (${rule.article}). ` +
        `Afaste-a mais ${formatShortfall(STORM_INLET_CLEARANCE_M - measured)} (a lei não fixa distância; o produto pede ${formatMetres(STORM_INLET_CLEARANCE_M)}, o comprimento de uma grelha).`,
    });
  }
  if (ctx.placement.position === "roadway" && ctx.placement.distanceToCurbM === 0) {
    violations.push({
      rule: rule.id,
      article: rule.article,
      measuredM: 0,
      message: `A caçamba está encostada ao meio-fio, sobre a sarjeta, e fecha a passagem da água da chuva (${rule.article}). Deixe um vão entre a caçamba e o meio-fio para a água correr.`,
    });
  }
  return violations;
}
