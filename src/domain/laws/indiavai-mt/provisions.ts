import { lawProvisions } from "../provisions";

/** The Código de Limpeza Urbana of 10/12/2024, arts. 1º–38, read whole from the text. */
export const IN_PROVISIONS = lawProvisions({
  law: "Código de Limpeza Urbana de Indiavaí de 10/12/2024",
  lawKey: "IN",
  lastArticle: 38,
  read: "whole",
  structure: {
    2: { incisos: 5 },
    5: { incisos: 6 },
    6: { soleParagraph: true },
    7: { paragraphs: [{ incisos: 3 }, {}, {}] },
    8: { incisos: 6 },
    9: { soleParagraph: true },
    13: { incisos: 3, paragraphs: 3 },
    14: { soleParagraph: true },
    16: { paragraphs: 2 },
    19: { soleParagraph: true },
    /** §1º: "Atos de disposição inadequada de resíduos em áreas públicas": I (a–c) to X. */
    23: {
      paragraphs: [{ incisos: [{ alineas: 3 }, {}, {}, {}, {}, {}, {}, {}, {}, {}] }, { incisos: 3 }, {}, {}],
    },
    24: { incisos: 2 },
    26: { soleParagraph: true },
    27: { incisos: 7, soleParagraph: true },
    31: { incisos: 2, soleParagraph: true },
    32: { incisos: 5 },
    36: { soleParagraph: true },
  },
});
