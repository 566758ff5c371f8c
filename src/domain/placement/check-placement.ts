import { parseInput } from "../errors";
import type { FeatureIndex } from "../features/spatial-index";
import type { CityFeature } from "../features/vocabulary";
import { createContext } from "./context";
import { jfChecklist } from "./jf-checklist";
import { checkDistances } from "./jf-distances";
import { checkForbiddenPlaces } from "./jf-forbidden";
import { checkPosition } from "./jf-position";
import { otherLawPlacement } from "./other-laws";
import { footprintFrom, SEARCH_RADIUS_M } from "./relations";
import { checkRotatingParking } from "./rotating-parking";
import { type PlacementResult, placementInputSchema, placementInputWithoutFeaturesSchema } from "./schema";

export interface CheckPlacementOptions {
  /** A prebuilt index over the city's features; when given, `input.features` may be omitted. */
  index?: FeatureIndex;
}

export function checkPlacement(input: unknown, options: CheckPlacementOptions = {}): PlacementResult {
  const parsed = options.index
    ? parseInput(placementInputWithoutFeaturesSchema, input, "checkPlacement")
    : parseInput(placementInputSchema, input, "checkPlacement");
  const outer = parsed.placement.footprint.coordinates[0] ?? [];
  const footprint = footprintFrom(outer);
  const candidates: readonly CityFeature[] = options.index
    ? options.index.near(outer, SEARCH_RADIUS_M)
    : (parsed.features?.features ?? []);
  return evaluatePlacement(
    createContext(parsed.municipality, Date.parse(parsed.at), parsed.placement, footprint, candidates),
  );
}

export function evaluatePlacement(ctx: ReturnType<typeof createContext>): PlacementResult {
  if (ctx.municipality.lawKey !== "JF") {
    const { notRegulated, checklist } = otherLawPlacement(ctx);
    return { municipality: ctx.municipality.id, ok: true, violations: [], notRegulated, checklist };
  }
  const violations = [
    ...checkPosition(ctx),
    ...checkDistances(ctx),
    ...checkForbiddenPlaces(ctx),
    ...checkRotatingParking(ctx),
  ];
  return {
    municipality: ctx.municipality.id,
    ok: violations.length === 0,
    violations,
    notRegulated: [],
    checklist: jfChecklist(ctx),
  };
}
