import { type LawKey, MUNICIPALITIES, type Municipality } from "../municipalities";
import { cachoeirasDeMacacuRuleset } from "./cachoeiras-de-macacu-rj";
import { indiavaiRuleset } from "./indiavai-mt";
import { joaoPessoaRuleset } from "./joao-pessoa-pb";
import { juizDeForaRuleset } from "./juiz-de-fora-mg";
import type { Ruleset } from "./types";

const BY_LAW: Record<LawKey, Ruleset> = {
  JF: juizDeForaRuleset,
  JP: joaoPessoaRuleset,
  CM: cachoeirasDeMacacuRuleset,
  IN: indiavaiRuleset,
};

export function rulesetFor(municipality: Municipality): Ruleset {
  return BY_LAW[municipality.lawKey];
}

export interface RulesetSummary extends Ruleset {
  municipality: Municipality;
}

export function listRulesets(): RulesetSummary[] {
  return MUNICIPALITIES.map((municipality) => ({ ...rulesetFor(municipality), municipality }));
}
