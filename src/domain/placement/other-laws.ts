import type { Rule, Ruleset } from "../rulesets/types";
import type { ChecklistItem, NotRegulatedItem } from "./schema";

const silentOn = (rule: Rule) =>
  rule.status === "notRegulated" && (rule.topic === "placement" || rule.topic === "dwell");

const asked = (rule: Rule) =>
  rule.status === "regulated" && ["placement", "dwell", "licensing", "removal"].includes(rule.topic);

/**
 * For a law that sets no distances: every placement rule it lacks is reported notRegulated, and what it does
 * ask (placement, dwell, licensing, removal) goes to the checklist, each with its article.
 */
export function rulesetPlacementItems(ruleset: Ruleset): {
  notRegulated: NotRegulatedItem[];
  checklist: ChecklistItem[];
} {
  const notRegulated = ruleset.rules
    .filter(silentOn)
    .map((rule) => ({ rule: rule.id, article: rule.article, message: rule.explanation ?? rule.summary }));
  const checklist: ChecklistItem[] = ruleset.rules
    .filter(asked)
    .map((rule) => ({ rule: rule.id, article: rule.article, message: rule.summary }));
  return { notRegulated, checklist };
}

/** Every article `rulesetPlacementItems` can answer with, and the rules' own violations (`extra`). */
export function rulesetPlacementArticles(ruleset: Ruleset, ...extra: Rule[]): string[] {
  return [...extra, ...ruleset.rules.filter((r) => silentOn(r) || asked(r))].map((r) => r.article);
}
