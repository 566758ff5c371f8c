import OpeningHours from "opening_hours";
import { missingConfig, RulesInputError } from "../../errors";
import type { CityFeature } from "../../features/vocabulary";
import { KIND_LABEL } from "../../features/vocabulary";
import { featureLabel, type PlacementContext } from "../../placement/context";
import { isOnTopOf } from "../../placement/relations";
import type { PlacementViolation } from "../../placement/schema";
import { plural } from "../../plural";
import { ruleById } from "../../rulesets/types";
import { localParts } from "../../time/zoned";
import { juizDeForaRuleset } from "./ruleset";

const parsed = new Map<string, OpeningHours>();

function paidHoursOf(feature: CityFeature): OpeningHours {
  const value = feature.properties.paidHours ?? "";
  let hours = parsed.get(value);
  if (!hours) {
    try {
      hours = new OpeningHours(value, null, { mode: 0 } as never);
    } catch (error) {
      const message = `paidHours inválido em ${feature.properties.id}: use a sintaxe opening_hours do OSM, ex.: "Mo-Fr 08:00-18:00".`;
      throw new RulesInputError(message, [
        { path: "features.paidHours", message: `${message} (${String(error)})` },
      ]);
    }
    parsed.set(value, hours);
  }
  return hours;
}

/**
 * opening_hours reads local fields of a JS Date; we hand it a Date whose runtime-local fields show the
 * municipality's wall clock, so the answer does not depend on the server's time zone.
 */
export function isPaidAt(feature: CityFeature, atMs: number, timeZone: string): boolean {
  const p = localParts(atMs, timeZone);
  return paidHoursOf(feature).getState(new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

export function spacesOccupied(alongCurbM: number, spaceLengthM: number): number {
  return Math.max(1, Math.ceil(alongCurbM / spaceLengthM - 1e-9));
}

/**
 * Spaces the caçamba occupies: as the dispatcher says, or its length along the curb over the zone's
 * `spaceLengthM`. Null when neither is known — the law counts "por vaga ocupada" and sets no space length.
 */
function spacesNeeded(ctx: PlacementContext, feature: CityFeature): number | null {
  const given = ctx.placement.rotatingParkingSpacesOccupied;
  if (given !== undefined) return given;
  const spaceLengthM = feature.properties.spaceLengthM;
  if (spaceLengthM === undefined) return null;
  const alongCurb = ctx.placement.parallelToCurb ? ctx.footprint.lengthM : ctx.footprint.widthM;
  return spacesOccupied(alongCurb, spaceLengthM);
}

/** JF art. 10: in rotating parking, credits for every occupied space while paid hours are in force. */
export function checkRotatingParking(ctx: PlacementContext): PlacementViolation[] {
  if (ctx.placement.position !== "roadway") return [];
  const rule = ruleById(juizDeForaRuleset, "rotating_parking");
  const violations: PlacementViolation[] = [];
  for (const feature of ctx.features) {
    if (feature.properties.kind !== "rotating_parking_zone") continue;
    if (!isOnTopOf(ctx.footprint, ctx.shapeOf(feature))) continue;
    if (!isPaidAt(feature, ctx.atMs, ctx.municipality.timeZone)) continue;
    const paid = ctx.placement.rotatingParkingCreditsSpaces;
    const needed = spacesNeeded(ctx, feature);
    if (needed === null && paid >= 1) {
      throw missingConfig(
        "placement.rotatingParkingSpacesOccupied",
        `A caçamba está em ${featureLabel(feature, KIND_LABEL[feature.properties.kind])} em horário pago e os créditos são por vaga ocupada (${rule.article}), mas não sabemos quantas vagas ela ocupa: informe placement.rotatingParkingSpacesOccupied ou o comprimento da vaga (spaceLengthM) da zona.`,
      );
    }
    const atLeast = needed ?? 1;
    if (paid >= atLeast) continue;
    violations.push({
      rule: rule.id,
      article: rule.article,
      featureId: feature.properties.id,
      message:
        `A caçamba ocupa ${needed === null ? "ao menos 1 vaga" : plural(needed, "vaga")} de ${featureLabel(feature, KIND_LABEL[feature.properties.kind])} em horário pago ` +
        `e há créditos para ${paid}; faltam ${needed === null ? "ao menos " : ""}${atLeast - paid} (${rule.article}; infração "colocação de caçamba em local indevido", art. 10, §3º). ` +
        "Adquira os créditos antes de colocar a caçamba.",
    });
  }
  return violations;
}
