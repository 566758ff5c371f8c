import type { LawKey, MunicipalityId } from "../laws/basics";

export type RuleTopic =
  | "licensing"
  | "identification"
  | "placement"
  | "dwell"
  | "removal"
  | "fines"
  | "procedure"
  | "transport";

export type RuleStatus = "regulated" | "notRegulated" | "configuration";

export type RuleUnit = "m" | "cm" | "business_days" | "hours" | "days" | "cents" | "upf" | "years";

export interface RuleValue {
  quantity: number;
  unit: RuleUnit;
}

export interface Rule {
  id: string;
  /** Citation as the law numbers it, e.g. "JF art. 9º, III, a". */
  article: string;
  topic: RuleTopic;
  /** pt-BR summary shown to the user next to every verdict. */
  summary: string;
  status: RuleStatus;
  value?: RuleValue;
  /** pt-BR: why the law sets nothing, or which configuration value is needed. */
  explanation?: string;
}

export interface RulesetFlag {
  code: string;
  article: string;
  message: string;
}

export interface Ruleset {
  id: MunicipalityId;
  lawKey: LawKey;
  law: { title: string; date: string; source: string };
  rules: readonly Rule[];
  flags: readonly RulesetFlag[];
}

export function ruleById(ruleset: Ruleset, id: string): Rule {
  const found = ruleset.rules.find((rule) => rule.id === id);
  if (!found) throw new Error(`rule ${id} missing from ruleset ${ruleset.id}`);
  return found;
}
