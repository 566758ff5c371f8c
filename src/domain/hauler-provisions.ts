import { type LawKey, resolveMunicipality } from "./municipalities";

/** What a hauler must keep or show, by duty; each law cites only what it itself requires. */
export type HaulerDuty = "yard" | "condition" | "standingWater" | "contactPhone" | "complaintsPhone";

const HAULER_PROVISIONS: Record<LawKey, Partial<Record<HaulerDuty, string>>> = {
  JF: {
    yard: "JF art. 15",
    condition: "JF art. 14",
    standingWater: "JF art. 16",
    contactPhone: "JF art. 7º, I",
    complaintsPhone: "JF art. 7º, I",
  },
  JP: { condition: "JP art. 16, §2º; art. 17", contactPhone: "JP art. 17, V" },
  CM: {},
  IN: {},
};

/**
 * The articles of the given municipalities' laws that impose `duty` ("JF art. 15"; "JF art. 14; JP
 * art. 16, §2º; art. 17"), or null when none of them does: a Cachoeiras de Macacu hauler sees no
 * Juiz de Fora article.
 */
export function haulerArticles(duty: HaulerDuty, municipalityIds: readonly string[]): string | null {
  const laws = new Set<LawKey>();
  for (const id of municipalityIds) {
    const m = resolveMunicipality(id);
    if (m) laws.add(m.lawKey);
  }
  const articles = [...laws].flatMap((law) => HAULER_PROVISIONS[law][duty] ?? []);
  return articles.length > 0 ? articles.join("; ") : null;
}
