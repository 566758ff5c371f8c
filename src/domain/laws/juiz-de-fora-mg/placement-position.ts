import { formatBelowMinimum, formatCentimetres, formatMetres, formatShortfall } from "../../format";
import type { PlacementContext } from "../../placement/context";
import type { PlacementViolation } from "../../placement/schema";
import { ruleById } from "../../rulesets/types";
import { juizDeForaRuleset } from "./ruleset";

/** JF art. 9º, I–III and III, d: the order of preference, sidewalk width, parallel to the curb, curb gap. */
export function checkPosition(ctx: PlacementContext): PlacementViolation[] {
  const ruleset = juizDeForaRuleset;
  const { placement } = ctx;
  const violations: PlacementViolation[] = [];
  const sidewalk = ruleById(ruleset, "position_order_sidewalk");
  const roadway = ruleById(ruleset, "position_order_roadway");

  if (placement.position === "sidewalk") {
    if (placement.insidePropertyFeasible) {
      violations.push({
        rule: sidewalk.id,
        article: sidewalk.article,
        message: `O interior do imóvel comporta a caçamba: a calçada só é permitida quando isso é impossível (${sidewalk.article}). Coloque-a dentro do imóvel ou a partir do tapume.`,
      });
    }
    const required = sidewalk.value?.quantity ?? 1.2;
    const free = placement.freeSidewalkWidthM ?? 0;
    if (free < required) {
      violations.push({
        rule: sidewalk.id,
        article: sidewalk.article,
        measuredM: free,
        requiredM: required,
        message: `Restam ${formatBelowMinimum(free, required)} livres para pedestres na calçada; mínimo ${formatMetres(required)} (${sidewalk.article}). Libere mais ${formatShortfall(required - free)} ou use a pista, na faixa de estacionamento.`,
      });
    }
  }

  if (placement.position === "roadway" && (placement.insidePropertyFeasible || placement.sidewalkFeasible)) {
    const where = placement.insidePropertyFeasible ? "no interior do imóvel" : "na calçada";
    violations.push({
      rule: roadway.id,
      article: roadway.article,
      message: `Há espaço ${where}: a pista de rolamento só é permitida quando a calçada também é impossível (${roadway.article}). Coloque a caçamba ${where}.`,
    });
  }

  if (placement.position !== "inside_property") {
    const parallel = ruleById(ruleset, "parallel_to_curb");
    if (!placement.parallelToCurb) {
      violations.push({
        rule: parallel.id,
        article: parallel.article,
        message: `A caçamba não está paralela à guia (${parallel.article}). Gire-a para ficar no sentido do comprimento, ao longo do meio-fio.`,
      });
    }
    const curb = ruleById(ruleset, "curb_gap");
    const minGap = curb.value?.quantity ?? 0.05;
    if (placement.distanceToCurbM < minGap) {
      violations.push({
        rule: curb.id,
        article: curb.article,
        measuredM: placement.distanceToCurbM,
        requiredM: minGap,
        message: `A caçamba está a ${formatBelowMinimum(placement.distanceToCurbM, minGap, "cm")} da guia; mínimo ${formatCentimetres(minGap)} (${curb.article}). Afaste-a mais ${formatShortfall(minGap - placement.distanceToCurbM, "cm")} do meio-fio.`,
      });
    }
  }
  return violations;
}
