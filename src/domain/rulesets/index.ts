import { lawOf, listLaws } from "../laws/registry";
import type { Municipality } from "../laws/types";
import type { Ruleset } from "./types";

export function rulesetFor(municipality: Municipality): Ruleset {
  return lawOf(municipality).ruleset;
}

export interface RulesetSummary extends Ruleset {
  municipality: Municipality;
}

export function listRulesets(): RulesetSummary[] {
  return listLaws().map((law) => ({ ...law.ruleset, municipality: law.municipality }));
}
