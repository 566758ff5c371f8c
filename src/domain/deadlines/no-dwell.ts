import { type Ruleset, ruleById } from "../rulesets/types";
import type { ParsedRemovalDeadlineInput, RemovalDeadline } from "./schema";

/** A law that sets no dwell time answers `deadline: null` citing its `max_dwell` rule (JP, IN). */
export function noDwellDeadline(ruleset: Ruleset, input: ParsedRemovalDeadlineInput): RemovalDeadline {
  const rule = ruleById(ruleset, "max_dwell");
  return {
    municipality: input.municipality.id,
    deadline: null,
    rule: rule.id,
    article: rule.article,
    status: "notRegulated",
    explanation: rule.explanation ?? "A lei não fixa prazo de permanência.",
  };
}
