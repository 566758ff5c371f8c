import "server-only";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type LawSection, lawSections } from "@/domain/laws/articles";
import { findLaw } from "@/domain/laws/registry";

export interface LawText {
  /** "Juiz de Fora/MG". */
  place: string;
  title: string;
  /** The copy was read from a scanned page: it may carry reading errors. */
  ocr: boolean;
  sections: LawSection[];
}

const TEXTS_DIR = join(process.cwd(), "src/server/laws/texts");
/** The OCR copy opens with its extraction's metadata (a table and a status line), not the law's words. */
const OCR_METADATA = /^(\|.*|status: .*)$/gm;

const cache = new Map<string, LawText | null>();

/** The text of a municipality's law, split into articles, or null for an unknown municipality or no copy. */
export function lawText(municipalityId: string): LawText | null {
  const law = findLaw(municipalityId);
  if (!law || law.municipality.id !== municipalityId) return null;
  if (!cache.has(municipalityId)) {
    const file = join(TEXTS_DIR, law.ruleset.law.source);
    cache.set(
      municipalityId,
      existsSync(file)
        ? {
            place: `${law.municipality.name}/${law.municipality.uf}`,
            title: law.ruleset.law.title,
            ocr: file.endsWith(".ocr.txt"),
            sections: lawSections(readFileSync(file, "utf8").replace(OCR_METADATA, "")),
          }
        : null,
    );
  }
  return cache.get(municipalityId) ?? null;
}
