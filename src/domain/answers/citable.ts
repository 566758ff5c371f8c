import { gateArticles, gateProvisions } from "../laws/gate";
import { enactmentOf } from "../laws/in-force";
import { citationOfKey } from "../laws/provisions";
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
 * What an answer for an instant before the law cites (`notInForce`): the article that puts it in force and,
 * where it names the act it replaced, the article revoking it. A law whose dates are not encoded cites its
 * silence instead (`law-in-force`).
 */
function enactmentArticles(law: LawModule): string[] {
  const e = enactmentOf(law.enactment);
  if (!e) return [];
  return [e.article, ...(e.revokes?.act ? [e.revokes.article] : [])];
}

/** Every provision the law's `fine` takes as the one breached, as its text numbers it. */
export function breachableProvisions(law: LawModule): string[] {
  const key = law.municipality.lawKey;
  return law.provisions
    .keys()
    .filter((k) => law.cites.breached(k))
    .map((k) => `${key} ${citationOfKey(k)}`);
}

/**
 * Every provision each verb of `npm run rules` can cite under this law, regulated or marked silent, as
 * `rulesets` lists them. Each list is read from the module itself — its ruleset's rules, its enactment, its
 * gate, licensing and CTR provisions, and `law.cites` (built from the constants its functions read) — so a
 * provision is never typed a second time for the listing. `fine` and `auto-deadlines` list every provision
 * the law takes as the one breached, which the answer echoes (`article`).
 */
export function citableProvisions(law: LawModule): Record<string, string[]> {
  const gate = law.ctr.gate;
  const unique = (articles: string[]) => [...new Set(articles)];
  const enacted = enactmentArticles(law);
  const removal = [...byTopic(law, "dwell", "removal"), ...enacted];
  const fines = [...law.cites.fine, ...enacted, ...breachableProvisions(law)];
  return {
    "check-placement": unique([...law.cites.placement, ...enacted]),
    "removal-deadline": unique(removal),
    "check-identification": unique([
      ...byTopic(law, "identification"),
      ...(isRegulated(law.identification) ? [] : [law.identification.article]),
    ]),
    fine: unique(fines),
    "law-in-force": enacted.length > 0 ? enacted : [articleOf(law.enactment)],
    "ctr-required": unique([articleOf(law.ctr.required), articleOf(law.ctr.keptAtWorks)]),
    "receiver-refusals": unique([
      ...gateArticles(gate),
      ...gateProvisions(gate).map(articleOf),
      ...licensingArticles(law),
      ...enacted,
    ]),
    bulletin: unique([articleOf(law.bulletin), ...licensingArticles(law), ...enacted]),
    "licence-status": unique([...licensingArticles(law), articleOf(gate.unlicensedHauler), ...enacted]),
    "deadline-notices": unique(removal),
    "auto-deadlines": unique([...fines, silentCitation(law)]),
  };
}
