import { gateArticles } from "../laws/gate";
import { isRegulated, type LawModule, type NotRegulated, type Provision } from "../laws/types";
import type { RuleTopic } from "../rulesets/types";
import { silentCitation } from "./silence";

const articleOf = (p: Provision | NotRegulated): string => p.article;

const byTopic = (law: LawModule, ...topics: RuleTopic[]): string[] =>
  law.ruleset.rules.filter((r) => topics.includes(r.topic)).map((r) => r.article);

function licensingArticles(law: LawModule): string[] {
  const l = law.licensing;
  return isRegulated(l) ? [l.blockingArticle, ...l.required.map((r) => r.article)] : [l.article];
}

/**
 * Every provision each verb of `npm run rules` can cite under this law, regulated or marked silent, as
 * `rulesets` lists them. `fine` and `auto-deadlines` also cite the provision breached that the input names.
 */
export function citableProvisions(law: LawModule): Record<string, string[]> {
  const gate = law.ctr.gate;
  const unique = (articles: string[]) => [...new Set(articles)];
  const fines = byTopic(law, "fines", "procedure");
  return {
    "check-placement": unique(byTopic(law, "placement")),
    "removal-deadline": unique(byTopic(law, "dwell", "removal")),
    "check-identification": unique([
      ...byTopic(law, "identification"),
      ...(isRegulated(law.identification) ? [] : [law.identification.article]),
    ]),
    fine: unique(fines),
    "ctr-required": unique([articleOf(law.ctr.required), articleOf(law.ctr.keptAtWorks)]),
    "receiver-refusals": unique([
      ...gateArticles(gate),
      ...Object.values(gate).map(articleOf),
      ...licensingArticles(law),
    ]),
    bulletin: unique([articleOf(law.bulletin), ...licensingArticles(law)]),
    "licence-status": unique([...licensingArticles(law), articleOf(gate.unlicensedHauler)]),
    "deadline-notices": unique(byTopic(law, "dwell", "removal")),
    "auto-deadlines": unique([...fines, silentCitation(law)]),
  };
}
