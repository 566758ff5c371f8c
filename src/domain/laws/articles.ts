/** One article of a law's text (or the preamble before the first, `article: null`), as its paragraphs. */
export interface LawSection {
  article: number | null;
  /**
   * Articles whose start the copy's reading missed (an OCR's "Art. 7б"), which lie in this section's text
   * before the next one found: they are anchored here, so a citation of them still lands on their text.
   */
  missed: number[];
  paragraphs: string[];
}

/**
 * Where an article starts: "Art. 9º", "Art.69" and the OCR's "An. 1º" at the start of a line or inside a
 * scanned page's single line. A law cites other articles in lower case ("art. 23"); an upper-case one is
 * taken only when it follows the previous article by at most `MAX_GAP` (an OCR may miss a few).
 */
const ARTICLE_START = /(?<=^|\s)(?:Art|An|Arl|Ait)[.,]\s*(\d{1,3})(?!\d)/gm;
const MAX_GAP = 6;

/** Splits a law's text into its preamble and its articles, in order, for anchors (`#art-9`). */
export function lawSections(text: string): LawSection[] {
  const starts: { at: number; article: number }[] = [];
  let previous = 0;
  for (const m of text.matchAll(ARTICLE_START)) {
    const n = Number(m[1]);
    if (n <= previous || n > previous + MAX_GAP) continue;
    starts.push({ at: m.index, article: n });
    previous = n;
  }
  const section = (article: number | null, from: number, to: number, next?: number): LawSection => ({
    article,
    missed: article === null || next === undefined ? [] : range(article + 1, next),
    paragraphs: text
      .slice(from, to)
      .split(/\n+/)
      .map((p) => p.trim())
      .filter((p) => p !== ""),
  });
  const sections = [section(null, 0, starts[0]?.at ?? text.length)];
  starts.forEach((s, i) => {
    const next = starts[i + 1];
    sections.push(section(s.article, s.at, next?.at ?? text.length, next?.article));
  });
  return sections.filter((s) => s.paragraphs.length > 0);
}

/** from, from + 1, …, up to `to` excluded. */
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** The anchor of an article on its law's page. */
export const articleAnchor = (article: number) => `art-${article}`;
