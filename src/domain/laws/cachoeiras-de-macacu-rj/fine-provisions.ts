import { RulesInputError } from "../../errors";
import { articleKey } from "../../fines/articles";
import { assertProvision, lawProvisions } from "../provisions";

/** Art. 75: incisos I to XX, of which I and XI each have one alínea a. */
const ART_75 = Array.from({ length: 20 }, (_, i) => (i === 0 || i === 10 ? { alineas: 1 } : {}));

/**
 * CM Lei nº 2.515/2021, arts. 1–110, read whole from the OCR of the scan (/work/shared/laws/…ocr.txt): every
 * article with its incisos, alíneas and parágrafos. The OCR garbles the marks ("&", "5", ";" for "§"; "Il",
 * "H", "m" for incisos), read by their sequence; a passage the scan does not show, or a number it reads as
 * another, is listed in `illegible` with what it reads, and an answer citing it carries that flag.
 */
export const CM_PROVISIONS = lawProvisions({
  law: "Lei nº 2.515/2021 de Cachoeiras de Macacu",
  lawKey: "CM",
  lastArticle: 110,
  read: "whole",
  structure: {
    1: { soleParagraph: true },
    2: { incisos: 6 },
    3: { soleParagraph: true },
    6: { incisos: 9 },
    7: { incisos: 7 },
    8: { incisos: 4 },
    9: { incisos: 2 },
    11: { soleParagraph: true },
    /** "§ 1º — É terminantemente proibida a catação…": the text numbers its one paragraph §1º. */
    13: { paragraphs: 1 },
    19: { paragraphs: 2 },
    20: { soleParagraph: true },
    21: { paragraphs: 4 },
    22: { incisos: 2 },
    25: { paragraphs: 3 },
    26: { soleParagraph: true },
    27: { soleParagraph: true },
    33: { soleParagraph: true },
    34: { paragraphs: 2 },
    35: { soleParagraph: true },
    36: { soleParagraph: true },
    41: { incisos: 3, paragraphs: 2 },
    42: { paragraphs: 2 },
    46: { incisos: 6 },
    47: { incisos: 2, soleParagraph: true },
    48: { soleParagraph: true },
    50: { incisos: 4 },
    54: { incisos: 2, soleParagraph: true },
    57: { paragraphs: 5 },
    63: { soleParagraph: true },
    64: { soleParagraph: true },
    65: { soleParagraph: true },
    66: { incisos: 3 },
    67: { incisos: 4 },
    68: { incisos: 9, paragraphs: 3 },
    69: { incisos: 3, soleParagraph: true },
    71: { incisos: 5 },
    72: { soleParagraph: true },
    74: { incisos: 3, paragraphs: 3 },
    75: { incisos: ART_75 },
    76: { paragraphs: 2 },
    77: { paragraphs: 3 },
    79: { soleParagraph: true },
    82: { incisos: 7, paragraphs: 3 },
    86: { paragraphs: 2 },
    90: { paragraphs: 3 },
    95: { soleParagraph: true },
    96: { incisos: 4 },
    97: { incisos: 2, paragraphs: 3 },
    /** "§ 1º - O Presidente do Conselho de Recursos (CR) só proferirá voto de desempate": one paragraph, §1º. */
    98: { paragraphs: 1 },
    106: { incisos: 3 },
    107: { paragraphs: 2 },
    109: { paragraphs: 2 },
  },
  illegible: {
    "68.vi":
      'O OCR não mostra o inciso VI do art. 68 (agravante): passa de "V . ter a infração consequências calamitosas…" a "VII - ter o infrator agido de forma agressiva…". Existe pela sequência e pelo Anexo I, Tabela 2, que o cita; o texto dele está ilegível. Confira no original.',
    "12": 'O OCR lê o número deste artigo como "Art. 11" (repetido, logo após o art. 11); pela sequência é o art. 12 ("O correto manuseio dos resíduos sólidos…"). Confira no original.',
    "61": 'O OCR lê o número deste artigo como "An. 51"; pela sequência (entre os arts. 60 e 62) é o art. 61 ("A câmara de lixo deverá situar-se…"). Confira no original.',
    "71.iv":
      'O OCR lê este inciso como "XV" ("Suspensão temporária da obra"); pela sequência (entre o III e o V) é o IV. Confira no original.',
    "75.xii":
      'O OCR lê este inciso como "XIX" ("Ofertar resíduos extraordinários … sem prévia autorização"); pela sequência (entre o XI e o XIII) é o XII. Confira no original.',
    "82.vi":
      'O OCR lê este inciso como "VX" ("o nome e a assinatura de quem o lavrou"); pela sequência (entre o V e o VII) é o VI. Confira no original.',
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
