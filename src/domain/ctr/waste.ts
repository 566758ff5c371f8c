/**
 * Waste on a CTR: kind (RCC or bulky waste, JP art. 4º, XVI–XVII) and CONAMA 307 class with the
 * wording of art. 3º as amended by Res. 348/2004 (D), 431/2011 (B, C) and 469/2015 (B), and the
 * destination of art. 10 as amended by Res. 448/2012. JP art. 23 requires the classes.
 */
export const WASTE_CLASSES = ["A", "B", "C", "D"] as const;
export type WasteClass = (typeof WASTE_CLASSES)[number];

export const WASTE_KINDS = ["rcc", "bulky"] as const;
export type WasteKind = (typeof WASTE_KINDS)[number];

export const WASTE_KIND_LABEL: Record<WasteKind, string> = {
  rcc: "Resíduo da construção civil (RCC)",
  bulky: "Resíduos volumosos",
};

export interface WasteClassInfo {
  class: WasteClass;
  /** Text of CONAMA 307 art. 3º in force. */
  definition: string;
  /** Which resolution gave the wording in force. */
  article: string;
  /** Destination of art. 10. */
  destination: string;
}

export const WASTE_CLASS_INFO: Record<WasteClass, WasteClassInfo> = {
  A: {
    class: "A",
    definition:
      "Resíduos reutilizáveis ou recicláveis como agregados, tais como: a) de construção, demolição, reformas e reparos de pavimentação e de outras obras de infraestrutura, inclusive solos provenientes de terraplanagem; b) de construção, demolição, reformas e reparos de edificações: componentes cerâmicos (tijolos, blocos, telhas, placas de revestimento etc.), argamassa e concreto; c) de processo de fabricação e/ou demolição de peças pré-moldadas em concreto (blocos, tubos, meios-fios etc.) produzidas nos canteiros de obras.",
    article: "CONAMA 307/2002, art. 3º, I",
    destination:
      "Reutilizados ou reciclados na forma de agregados ou encaminhados a aterro de resíduos classe A de reservação de material para usos futuros (art. 10, I, red. Res. 448/2012).",
  },
  B: {
    class: "B",
    definition:
      "Resíduos recicláveis para outras destinações, tais como plásticos, papel, papelão, metais, vidros, madeiras, embalagens vazias de tintas imobiliárias e gesso.",
    article: "CONAMA 307/2002, art. 3º, II (red. Res. 469/2015)",
    destination:
      "Reutilizados, reciclados ou encaminhados a áreas de armazenamento temporário, dispostos de modo a permitir a sua utilização ou reciclagem futura (art. 10, II).",
  },
  C: {
    class: "C",
    definition:
      "Resíduos para os quais não foram desenvolvidas tecnologias ou aplicações economicamente viáveis que permitam a sua reciclagem ou recuperação.",
    article: "CONAMA 307/2002, art. 3º, III (red. Res. 431/2011)",
    destination:
      "Armazenados, transportados e destinados em conformidade com as normas técnicas específicas (art. 10, III).",
  },
  D: {
    class: "D",
    definition:
      "Resíduos perigosos oriundos do processo de construção, tais como tintas, solventes, óleos e outros ou aqueles contaminados ou prejudiciais à saúde oriundos de demolições, reformas e reparos de clínicas radiológicas, instalações industriais e outros, bem como telhas e demais objetos e materiais que contenham amianto ou outros produtos nocivos à saúde.",
    article: "CONAMA 307/2002, art. 3º, IV (red. Res. 348/2004)",
    destination:
      "Armazenados, transportados e destinados em conformidade com as normas técnicas específicas (art. 10, IV).",
  },
};

/** Waste no receiving area may take (JP art. 19, §5º, II), found at the gate. */
export const FORBIDDEN_WASTE = ["household", "industrial", "health_care"] as const;
export type ForbiddenWaste = (typeof FORBIDDEN_WASTE)[number];

export const FORBIDDEN_WASTE_LABEL: Record<ForbiddenWaste, string> = {
  household: "resíduo domiciliar",
  industrial: "resíduo industrial",
  health_care: "resíduo de serviço de saúde",
};
