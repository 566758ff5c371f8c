import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type LawSection, lawSections } from "@/domain/laws/articles";
import { citationHref, citedParts } from "@/domain/laws/citations";
import { listLaws } from "@/domain/laws/registry";

const TEXTS = join(process.cwd(), "src/server/laws/texts");
const anchorsOf = (sections: LawSection[]) =>
  new Set(sections.flatMap((s) => (s.article === null ? [] : [s.article, ...s.missed])));

describe("the laws' text and the citations that link to it", () => {
  it("every article a law module cites has its anchor on that law's page", () => {
    for (const law of listLaws()) {
      const { lawKey, id } = law.municipality;
      const anchors = anchorsOf(lawSections(readFileSync(join(TEXTS, law.ruleset.law.source), "utf8")));
      // Every string the module holds (rules, provisions, texts), functions left out.
      const cited = JSON.stringify(law, (_k, v) => (typeof v === "function" ? undefined : v));
      const missing = [...cited.matchAll(new RegExp(`\\b${lawKey} arts?\\. (\\d+)`, "g"))]
        .map((m) => Number(m[1]))
        .filter((n) => !anchors.has(n));
      expect(missing, id).toEqual([]);
    }
  });

  it("splits a text into its articles in order, taking a cited article for no new one", () => {
    const text =
      "Preâmbulo, nos termos do art. 39 da Lei Orgânica.\n\nArt. 1º Objeto.\n\nArt. 2º Definições:\n\nI - caçamba;\n\nArt. 3º Ver Art. 12 e o art. 1º.\n\nArt. 5º Fim.";
    const sections = lawSections(text);
    expect(sections.map((s) => s.article)).toEqual([null, 1, 2, 3, 5]);
    expect(sections[2]?.paragraphs).toEqual(["Art. 2º Definições:", "I - caçamba;"]);
    // Art. 4 was missed by the reading: it lies in art. 3's text, and is anchored there.
    expect(sections[3]?.missed).toEqual([4]);
  });

  it("reads an OCR page of one line: “An. 1º”, “Art, 66”, “Ait. 82”", () => {
    const sections = lawSections("LEI Nº 1 An. 1º — Objeto. Art. 2º - Mais. Art, 3 - Outro. Ait. 4 - Fim.");
    expect(sections.map((s) => s.article)).toEqual([null, 1, 2, 3, 4]);
  });

  it("links a citation as printed, whole, to its article on its law's page", () => {
    expect(citedParts("Calçada (JF art. 9º, III, a), ver JP art. 19, §5º, I e CM art. 74, §1º.")).toEqual([
      { text: "Calçada (" },
      { text: "JF art. 9º, III, a", href: "/leis/juiz-de-fora-mg#art-9" },
      { text: "), ver " },
      { text: "JP art. 19, §5º, I", href: "/leis/joao-pessoa-pb#art-19" },
      { text: " e " },
      { text: "CM art. 74, §1º", href: "/leis/cachoeiras-de-macacu-rj#art-74" },
      { text: "." },
    ]);
    expect(citedParts("JF art. 4º–5º")).toEqual([
      { text: "JF art. 4º–5º", href: "/leis/juiz-de-fora-mg#art-4" },
    ]);
  });

  it("leaves alone what no served law numbers: another law, a standard, a lower-case reference", () => {
    for (const text of ["CONAMA 307, art. 10", "ABNT NBR 15.112", "XX art. 3º", "nos termos do art. 5º"])
      expect(citedParts(text)).toEqual([{ text }]);
    expect(citationHref("ZZ", 1)).toBeNull();
  });
});
