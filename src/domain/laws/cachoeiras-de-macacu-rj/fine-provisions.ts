import { RulesInputError } from "../../errors";
import { articleKey } from "../../fines/articles";
import { assertProvision, lawProvisions } from "../provisions";

/**
 * CM Lei nº 2.515/2021 has arts. 1–110. The scan's OCR is too noisy to read every article's subdivisions:
 * those of the articles a caçamba fine cites are read (art. 46, I–VI; art. 47, I–II and its parágrafo
 * único; art. 75, I–XX with the alíneas a of I and XI; art. 76, §§ 1º–2º), and below any other article a citation is taken as written.
 */
export const CM_PROVISIONS = lawProvisions({
  law: "Lei nº 2.515/2021 de Cachoeiras de Macacu",
  lawKey: "CM",
  lastArticle: 110,
  read: "listed",
  structure: {
    46: { incisos: 6 },
    47: { incisos: 2, soleParagraph: true },
    /** Incisos I and XI each have one alínea a. */
    75: {
      incisos: [
        { alineas: 1 },
        {},
        {},
        {},
        {},
        {},
        {},
        {},
        {},
        {},
        { alineas: 1 },
        {},
        {},
        {},
        {},
        {},
        {},
        {},
        {},
        {},
      ],
    },
    76: { paragraphs: 2 },
  },
});

/**
 * A fine cites the provision breached: an obligation of arts. 1–63, an infraction of art. 75 (incisos I–XX),
 * non-compliance with an intimação (art. 76) or desacato (art. 108). Arts. 64–74, 77–107, 109 and 110 set
 * classes, penalties and procedure, not conducts.
 */
const CONDUCT_OUTSIDE_1_63 = new Set(["75", "76", "108"]);

/** Whether a fine may cite the provision (an `articleKey`) as the conduct breached. */
export function isCmConduct(key: string): boolean {
  const [article = ""] = key.split(".");
  return CM_PROVISIONS.has(key) && (Number(article) <= 63 || CONDUCT_OUTSIDE_1_63.has(article));
}

export function validateCmArticle(citation: string): void {
  assertProvision(CM_PROVISIONS, citation);
  if (!isCmConduct(articleKey(citation, "CM"))) {
    const message = `"${citation}" trata de classes, penalidades ou processo, não de uma conduta: cite a obrigação descumprida (arts. 1 a 63) ou a infração do art. 75 (incisos I a XX).`;
    throw new RulesInputError(message, [{ path: "article", message }]);
  }
}
