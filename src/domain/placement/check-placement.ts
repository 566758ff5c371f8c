import { parseInput } from "../errors";
import type { FeatureIndex } from "../features/spatial-index";
import type { CityFeature } from "../features/vocabulary";
import { assertCacambaFootprint } from "../geometry/footprint-validity";
import { notInForceAt } from "../laws/in-force";
import { lawOf } from "../laws/registry";
import { createContext } from "./context";
import { footprintFrom, SEARCH_RADIUS_M } from "./relations";
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
  assertCacambaFootprint(outer);
  const footprint = footprintFrom(outer);
  const candidates: readonly CityFeature[] = options.index
    ? options.index.near(outer, SEARCH_RADIUS_M)
    : (parsed.features?.features ?? []);
  return evaluatePlacement(
    createContext(parsed.municipality, Date.parse(parsed.at), parsed.placement, footprint, candidates),
  );
}

/**
 * The verdict of the placement's own law (its module in `src/domain/laws/`). Before the law was in force
 * there is no verdict under it: no violations, items or checklist, and `notInForce` says since when.
 */
export function evaluatePlacement(ctx: ReturnType<typeof createContext>): PlacementResult {
  const law = lawOf(ctx.municipality);
  const notInForce = notInForceAt(law.enactment, ctx.municipality, new Date(ctx.atMs).toISOString());
  if (notInForce)
    return {
      municipality: ctx.municipality.id,
      ok: true,
      violations: [],
      notRegulated: [],
      checklist: [],
      notInForce,
    };
  const { violations, notRegulated, checklist } = law.placement(ctx);
  return {
    municipality: ctx.municipality.id,
    ok: violations.length === 0,
    violations,
    notRegulated,
    checklist,
  };
}
