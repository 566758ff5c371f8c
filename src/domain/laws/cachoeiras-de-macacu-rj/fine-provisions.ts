import { RulesInputError } from "../../errors";
import { articleKey } from "../../fines/articles";

/**
 * CM Lei nº 2.515/2021 has arts. 1–110. A fine cites the provision breached: an obligation of arts. 1–63,
 * an infraction of art. 75 (incisos I–XX), non-compliance with an intimação (art. 76) or desacato (art. 108).
 * Arts. 64–74, 77–107, 109 and 110 set classes, penalties and procedure, not conducts.
 */
const LAST_ARTICLE = 110;
const ROMAN = [
  "i",
  "ii",
  "iii",
  "iv",
  "v",
  "vi",
  "vii",
  "viii",
  "ix",
  "x",
  "xi",
  "xii",
  "xiii",
  "xiv",
  "xv",
  "xvi",
  "xvii",
  "xviii",
  "xix",
  "xx",
];
/** Incisos of the articles a caçamba fine usually cites, as the OCR text numbers them. */
const INCISOS: Record<string, number> = { "46": 6, "47": 2, "75": 20 };
const CONDUCT_OUTSIDE_1_63 = new Set(["75", "76", "108"]);

function reject(message: string): never {
  throw new RulesInputError(message, [{ path: "article", message }]);
}

export function validateCmArticle(citation: string): void {
  const key = articleKey(citation, "CM");
  const [article = "", inciso] = key.split(".");
  const number = Number(article);
  if (!Number.isInteger(number) || number < 1 || number > LAST_ARTICLE) {
    reject(
      `"${citation}" não existe na Lei nº 2.515/2021 de Cachoeiras de Macacu (arts. 1 a 110). Cite o dispositivo violado, ex.: "CM art. 75, XII" ou "CM art. 47, I".`,
    );
  }
  if (number > 63 && !CONDUCT_OUTSIDE_1_63.has(article)) {
    reject(
      `"${citation}" trata de classes, penalidades ou processo, não de uma conduta: cite a obrigação descumprida (arts. 1 a 63) ou a infração do art. 75 (incisos I a XX).`,
    );
  }
  const max = INCISOS[article];
  if (max !== undefined && inciso !== undefined && !inciso.startsWith("§") && inciso !== "pu") {
    const index = ROMAN.indexOf(inciso);
    if (index < 0 || index >= max) {
      reject(
        `"${citation}": o art. ${article} da Lei nº 2.515/2021 tem incisos I a ${ROMAN[max - 1]?.toUpperCase()}.`,
      );
    }
  }
}
