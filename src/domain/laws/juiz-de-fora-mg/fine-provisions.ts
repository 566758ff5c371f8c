import { lawProvisions } from "../provisions";

/**
 * Which provisions of the JF law exist (arts. 1–34 with their incisos, alíneas and parágrafos, as the text
 * numbers them) and which of them arts. 24–27 put in a fine class. Keys are `articleKey` forms.
 */
export const JF_PROVISIONS = lawProvisions({
  law: "lei de Juiz de Fora de 28/07/2023",
  lawKey: "JF",
  lastArticle: 34,
  read: "whole",
  structure: {
    2: { incisos: 7 },
    3: { soleParagraph: true },
    5: { incisos: 2 },
    7: { incisos: 5 },
    9: { incisos: [{}, {}, { alineas: 5 }], soleParagraph: true },
    10: { paragraphs: 3 },
    12: { incisos: 9, paragraphs: 2 },
    13: { soleParagraph: true },
    14: { soleParagraph: true },
    15: { soleParagraph: true },
    19: { soleParagraph: true },
    20: { soleParagraph: true },
    23: { paragraphs: [{}, {}, { incisos: 4 }, {}] },
    28: { soleParagraph: true },
  },
});

export type JfClassKey = "leve" | "media" | "grave" | "gravissima";

/** JF arts. 24–27, provision by provision. No ancestor fallback: a key missing here has no class. */
export const JF_CLASS_OF: Readonly<Record<string, JfClassKey>> = {
  // art. 24: "arts. 7º, incisos I ao V; 13; 14; e 17"
  "7": "leve",
  "7.i": "leve",
  "7.ii": "leve",
  "7.iii": "leve",
  "7.iv": "leve",
  "7.v": "leve",
  "13": "leve",
  "13.pu": "leve",
  "14": "leve",
  "14.pu": "leve",
  "17": "leve",
  // art. 25: "arts. 9°, incisos I ao III; 10, § 3º; 11; 12, incisos V ao IX, §§ 1º e 2º; e 21"
  "9.i": "media",
  "9.ii": "media",
  "9.iii": "media",
  "9.iii.a": "media",
  "9.iii.b": "media",
  "9.iii.c": "media",
  "9.iii.d": "media",
  "9.iii.e": "media",
  /** The caput's breach is the infraction of §3º ("o descumprimento do disposto neste artigo"). */
  "10": "media",
  "10.§3": "media",
  "11": "media",
  "12.v": "media",
  "12.vi": "media",
  "12.vii": "media",
  "12.viii": "media",
  "12.ix": "media",
  "12.§1": "media",
  "12.§2": "media",
  "21": "media",
  // art. 26: "arts. 12, incisos I ao IV e 22"
  "12.i": "grave",
  "12.ii": "grave",
  "12.iii": "grave",
  "12.iv": "grave",
  "22": "grave",
  // art. 27: "arts. 4º, 15 e 16"
  "4": "gravissima",
  "15": "gravissima",
  "16": "gravissima",
};

/** Provisions whose incisos fall in different classes (or only the incisos are classed): cite the inciso. */
export const JF_NEEDS_INCISO: Readonly<Record<string, string>> = {
  "9": '"JF art. 9º, I", "JF art. 9º, II" ou "JF art. 9º, III, a" a "e"',
  "12": '"JF art. 12, I" a "IX", "JF art. 12, §1º" ou "§2º"',
};
