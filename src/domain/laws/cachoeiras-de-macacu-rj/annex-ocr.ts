import type { RulesetFlag } from "../../rulesets/types";
import { citationOfKey } from "../provisions";
import { CM_PROVISIONS } from "./fine-provisions";

/**
 * Numbers of CM Annex I that the OCR does not show and the engine infers, each with what the scan reads.
 * A fine graded by one of these bands carries its flag (`ocr_illegible`), and the ruleset lists them all.
 */
const illegible = (article: string, message: string): RulesetFlag => ({
  code: "ocr_illegible",
  article,
  message,
});

export const CM_ANNEX_OCR = {
  leveOneAttenuating: illegible(
    "CM Anexo I, Tabela 1 (1 atenuante)",
    'O OCR lê esta faixa como "R$ 161 ao a Riªoo": o limite superior está ilegível; R$ 250,00 é inferido pela faixa sem atenuante (a partir de R$ 251,00). Confira no original.',
  ),
  leveFourAttenuating: illegible(
    "CM Anexo I, Tabela 1 (4 ou mais atenuantes)",
    'O OCR lê esta faixa como "R$ 40 00 a ao um": o limite superior está ilegível; R$ 80,00 é inferido pela faixa de 3 atenuantes (a partir de R$ 81,00). Confira no original.',
  ),
  graveInciso7: illegible(
    "CM Anexo I, Tabela 2 (agravante do art. 68, VII)",
    'O OCR lê o mínimo desta faixa como "R$ 50L00": R$ 501,00 é inferido (a faixa seguinte termina em R$ 500,00). Confira no original.',
  ),
  gravissimaFourOrMore: illegible(
    "CM Anexo I, Tabela 3 (4 e 5 ou mais agravantes)",
    'O OCR da Tabela 3 lê "55300100 a R$ 4.000 00" e embaralha as linhas de 4 e de 5 ou mais agravantes: R$ 3.001,00 a R$ 4.000,00 (4) e R$ 4.001,00 a R$ 5.000,00 (5 ou mais) são inferidos pela ordem crescente das demais faixas. Confira no original.',
  ),
} as const;

/** CM art. 68, VI: an aggravating circumstance whose words the scan does not show (`CM_PROVISIONS`). */
export const CM_ART68_VI_OCR: RulesetFlag = illegible(
  "CM art. 68, VI",
  `${CM_PROVISIONS.illegible("68.vi")?.message ?? ""} O Anexo I, Tabela 2 dá a esta agravante R$ 451,00 a R$ 500,00: confira antes de aplicá-la.`,
);

/** Every provision of the law the scan does not show, or numbers as another, as the ruleset lists it. */
export const CM_PROVISION_OCR_FLAGS: readonly RulesetFlag[] = CM_PROVISIONS.illegibleKeys().map((key) =>
  illegible(`CM ${citationOfKey(key)}`, CM_PROVISIONS.illegible(key)?.message ?? ""),
);

/** Legible digits that leave a gap in Table 1: not inferred, but worth checking in the original. */
export const CM_TABLE1_GAP =
  "O OCR lê R$ 121,00 a R$ 150,00 para 2 atenuantes, deixando R$ 151,00–160,00 sem faixa; confira no original.";

export const CM_ANNEX_OCR_FLAGS: readonly RulesetFlag[] = Object.values(CM_ANNEX_OCR);
