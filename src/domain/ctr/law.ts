import { resolveMunicipality } from "../municipalities";

/** What each law says about the CTR; a law missing from a row is silent on that point. */
const CTR_ARTICLES = {
  /** Waste moves in a caçamba only with its CTR. */
  required: { JP: "JP art. 18, §2º, III" },
  /** The works keep their CTRs for inspection. */
  keptAtWorks: { JP: "JP art. 12, §4º" },
  /** The receiving area refuses unlicensed haulers and waste it may not take. */
  gate: { JP: "JP art. 19, §5º" },
} as const satisfies Record<string, Partial<Record<string, string>>>;

export type CtrRule = keyof typeof CTR_ARTICLES;

/** The article of `rule` in the municipality's law, or null where that law is silent. */
export function ctrArticle(rule: CtrRule, municipalityId: string | null): string | null {
  const m = municipalityId ? resolveMunicipality(municipalityId) : null;
  const row: Partial<Record<string, string>> = CTR_ARTICLES[rule];
  return m ? (row[m.lawKey] ?? null) : null;
}

/** What a screen prints in parentheses for `rule`: its article, or that the law is silent and whose rule it is. */
export function ctrGrounds(rule: CtrRule, municipalityId: string | null): string {
  const article = ctrArticle(rule, municipalityId);
  if (article) return article;
  const m = municipalityId ? resolveMunicipality(municipalityId) : null;
  return `regra da Caçamba Certa; a lei ${m ? `de ${m.name}` : "do município"} não trata disso`;
}
