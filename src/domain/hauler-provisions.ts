import { findLaw } from "./laws/registry";
import { type HaulerDuty, isRegulated, type LawModule, type LawTexts } from "./laws/types";

export type { HaulerDuty } from "./laws/types";

/**
 * The articles of the given municipalities' laws that impose `duty` ("JF art. 15"; "JF art. 14; JP
 * art. 16, §2º; art. 17"), or null when none of them does: a Cachoeiras de Macacu hauler sees no
 * Juiz de Fora article.
 */
export function haulerArticles(duty: HaulerDuty, municipalityIds: readonly string[]): string | null {
  const articles = lawsOf(municipalityIds).flatMap((law) => law.texts.haulerDuties[duty] ?? []);
  return articles.length > 0 ? articles.join("; ") : null;
}

function lawsOf(municipalityIds: readonly string[]): LawModule[] {
  const laws = new Set<LawModule>();
  for (const id of municipalityIds) {
    const law = findLaw(id);
    if (law) laws.add(law);
  }
  return [...laws];
}

/** What the fleet's screens and the decal cite about the caçamba and the truck. */
export type HaulerText = keyof Pick<LawTexts, "numbering" | "maxCacambaSize" | "truckKind">;

/** The articles of the given municipalities' laws on `text` (`JF art. 7º, IV; JP art. 17, VII`), or null. */
export function haulerTextArticles(text: HaulerText, municipalityIds: readonly string[]): string | null {
  const articles = lawsOf(municipalityIds).flatMap((law) => {
    const provision = law.texts[text];
    return isRegulated(provision) ? [provision.article] : [];
  });
  return articles.length > 0 ? articles.join("; ") : null;
}

/** The most digits any of these laws asks of a caçamba's number (JF art. 7º, IV: 2), or null. */
export function minNumberDigits(municipalityIds: readonly string[]): number | null {
  const digits = lawsOf(municipalityIds).flatMap((law) =>
    isRegulated(law.texts.numbering) ? [law.texts.numbering.minDigits] : [],
  );
  return digits.length > 0 ? Math.max(...digits) : null;
}
