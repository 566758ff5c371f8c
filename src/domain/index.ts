/** Public API of the rules engine: pure functions, no I/O, no clock. */
export { removalDeadline } from "./deadlines/removal-deadline";
export {
  type RemovalDeadline,
  type RemovalDeadlineInput,
  removalDeadlineInputSchema,
} from "./deadlines/schema";
export { RulesInputError, type RulesInputIssue } from "./errors";
export { featuresFromGtfsStops } from "./features/gtfs";
export { featuresFromOsm, featuresFromPointLayer } from "./features/osm";
export { createFeatureIndex, type FeatureIndex } from "./features/spatial-index";
export {
  type CityFeature,
  type CityFeatureCollection,
  FEATURE_KINDS,
  type FeatureKind,
  featureCollectionSchema,
} from "./features/vocabulary";
export { type AutoProvisions, autoProvisions, citeIn } from "./fines/auto-provisions";
export { computeFine } from "./fines/compute-fine";
export { type FineClass, type FineInput, type FineResult, fineInputSchema } from "./fines/schema";
export {
  type HaulerDuty,
  type HaulerText,
  haulerArticles,
  haulerTextArticles,
  minNumberDigits,
} from "./hauler-provisions";
export { checkIdentification } from "./identification/check-identification";
export {
  type CacambaMarkings,
  type IdentificationInput,
  type IdentificationResult,
  identificationInputSchema,
} from "./identification/schema";
export { bulletinGrounds, hireLicensedGrounds, productRule } from "./laws/grounds";
export type { Enactment, NotInForce } from "./laws/in-force";
export { type LawInForceResult, lawInForce, lawInForceInputSchema } from "./laws/law-in-force";
export { type LawProvisions, missingProvision } from "./laws/provisions";
export { findLaw, lawOf, listLaws, registerLaw } from "./laws/registry";
export {
  type AutoProvisions as LawAutoProvisions,
  type CitySettingsNeeds,
  isRegulated,
  type LawModule,
  type LicenceKind,
  type LicenceRequirement,
  type NotRegulated,
  notRegulated,
} from "./laws/types";
export {
  type LawKey,
  listMunicipalities,
  type Municipality,
  type MunicipalityId,
  resolveMunicipality,
} from "./municipalities";
export { type CheckPlacementOptions, checkPlacement } from "./placement/check-placement";
export {
  type PlacementInput,
  type PlacementResult,
  type PlacementViolation,
  placementInputSchema,
} from "./placement/schema";
export { listRulesets, type RulesetSummary, rulesetFor } from "./rulesets";
export type { Rule, Ruleset } from "./rulesets/types";
