import { articleAnchor } from "./articles";
import { lawMunicipalities } from "./municipalities";

/**
 * A citation as the product prints it — "JF art. 12, §1º", "JP art. 19, §5º, I", "CM art. 46, IV",
 * "JF art. 4º–5º" — found inside a sentence. Group 1 is the law's key, group 2 the article. The e2e
 * screens check (`tests/e2e/helpers/citation-links.ts`) finds unlinked citations with this same pattern.
 */
export const CITATION =
  /\b([A-Z]{2,3}) arts?\. (\d{1,3})[º°]?(?:[–-]\d{1,3}[º°]?)?(?:,? § ?\d+[º°]?|, [IVXLC]+\b|, [a-z](?=$|[,;.)]))*/gu;

/** The public page of a municipality's law text. */
export const lawTextPath = (municipalityId: string) => `/leis/${municipalityId}`;

/** The address of a citation's article on its law's page, or null when no registered law uses that key. */
export function citationHref(lawKey: string, article: number): string | null {
  const municipality = lawMunicipalities().find((m) => m.lawKey === lawKey);
  return municipality ? `${lawTextPath(municipality.id)}#${articleAnchor(article)}` : null;
}

/** A text cut into plain parts and citations, each citation with the address of its article. */
export type CitedPart = { text: string; href?: string };

export function citedParts(text: string): CitedPart[] {
  const parts: CitedPart[] = [];
  let from = 0;
  for (const m of text.matchAll(CITATION)) {
    const href = citationHref(m[1] ?? "", Number(m[2]));
    if (!href) continue;
    if (m.index > from) parts.push({ text: text.slice(from, m.index) });
    parts.push({ text: m[0], href });
    from = m.index + m[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
