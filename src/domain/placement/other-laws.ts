import type { Ruleset } from "../rulesets/types";
import type { ChecklistItem, NotRegulatedItem } from "./schema";

/**
 * For a law that sets no distances: every placement rule it lacks is reported notRegulated, and what it does
 * ask (placement, dwell, licensing, removal) goes to the checklist, each with its article.
 */
export function rulesetPlacementItems(ruleset: Ruleset): {
  notRegulated: NotRegulatedItem[];
  checklist: ChecklistItem[];
} {
  const notRegulated = ruleset.rules
    .filter(
      (rule) => rule.status === "notRegulated" && (rule.topic === "placement" || rule.topic === "dwell"),
    )
    .map((rule) => ({ rule: rule.id, article: rule.article, message: rule.explanation ?? rule.summary }));
  const checklist: ChecklistItem[] = ruleset.rules
    .filter(
      (rule) =>
        rule.status === "regulated" && ["placement", "dwell", "licensing", "removal"].includes(rule.topic),
    )
    .map((rule) => ({ rule: rule.id, article: rule.article, message: rule.summary }));
  return { notRegulated, checklist };
}
