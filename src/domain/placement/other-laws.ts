import { rulesetFor } from "../rulesets";
import type { PlacementContext } from "./context";
import type { ChecklistItem, NotRegulatedItem } from "./schema";

/** JP, CM and IN set no distances: every placement rule they lack is reported notRegulated, with what they do ask. */
export function otherLawPlacement(ctx: PlacementContext): {
  notRegulated: NotRegulatedItem[];
  checklist: ChecklistItem[];
} {
  const ruleset = rulesetFor(ctx.municipality);
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
