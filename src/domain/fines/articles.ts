import { RulesInputError } from "../errors";
import type { LawKey } from "../laws/basics";

/**
 * Canonical key of a citation: "JF art. 9º, III, a" → "9.iii.a"; "JF art. 12, §1º" → "12.§1";
 * "IN art. 31, parágrafo único" → "31.pu". The law prefix must match the municipality's law.
 */
export function articleKey(citation: string, lawKey: LawKey): string {
  const trimmed = citation.trim();
  const prefix = trimmed.match(/^([A-Z]{2})\s+/);
  if (prefix && prefix[1] !== lawKey) {
    const message = `O artigo "${citation}" é de outra lei (${prefix[1]}); este município aplica a lei ${lawKey}.`;
    throw new RulesInputError(message, [{ path: "article", message }]);
  }
  const body = trimmed
    .replace(/^[A-Z]{2}\s+/, "")
    .toLowerCase()
    .replace(/^arts?\.?\s*/, "")
    .replace(/par[aá]grafo\s+[uú]nico/g, "pu")
    .replace(/[º°ª]/g, "")
    .replace(/§\s*/g, "§")
    .replace(/\s+/g, "");
  return body
    .split(",")
    .filter((part) => part.length > 0)
    .join(".");
}

export function sameInfraction(a: string, b: string, lawKey: LawKey): boolean {
  try {
    return articleKey(a, lawKey) === articleKey(b, lawKey);
  } catch {
    return false;
  }
}
