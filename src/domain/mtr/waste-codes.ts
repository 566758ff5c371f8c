import type { WasteClass } from "../ctr/waste";

/**
 * IBAMA waste codes (Lista Brasileira de Resíduos Sólidos, IN IBAMA 13/2012, chapter 17 — construction
 * and demolition waste) proposed for a CTR's class and material, and the NBR 10.004 class the MTR asks.
 * A hauler may adjust any row (its own table wins); `(*)` marks a hazardous code.
 */
export type NbrClass = "I" | "IIA" | "IIB";

export interface WasteCodeRule {
  wasteClass: WasteClass;
  /** Lower-case word looked for in the CTR's material; `*` matches any material of the class. */
  material: string;
  ibamaCode: string;
  nbrClass: NbrClass;
}

export const NBR_CLASS_LABEL: Record<NbrClass, string> = {
  I: "Classe I — perigoso",
  IIA: "Classe II A — não inerte",
  IIB: "Classe II B — inerte",
};

/** IN IBAMA 13/2012 descriptions of the codes below, for the screens. */
export const IBAMA_CODE_LABEL: Readonly<Record<string, string>> = {
  "170101": "Betão (concreto)",
  "170102": "Tijolos",
  "170103": "Ladrilhos, telhas e materiais cerâmicos",
  "170107": "Misturas de betão, tijolos, ladrilhos, telhas e materiais cerâmicos",
  "170201": "Madeira",
  "170202": "Vidro",
  "170203": "Plástico",
  "170407": "Mistura de metais",
  "170504": "Solos e rochas",
  "170802": "Materiais de construção à base de gesso",
  "170903(*)": "Outros resíduos de construção e demolição contendo substâncias perigosas",
  "170904": "Mistura de resíduos de construção e demolição",
};

export const DEFAULT_WASTE_CODES: readonly WasteCodeRule[] = [
  { wasteClass: "A", material: "concreto", ibamaCode: "170101", nbrClass: "IIB" },
  { wasteClass: "A", material: "tijolo", ibamaCode: "170102", nbrClass: "IIB" },
  { wasteClass: "A", material: "cerâmic", ibamaCode: "170103", nbrClass: "IIB" },
  { wasteClass: "A", material: "terra", ibamaCode: "170504", nbrClass: "IIB" },
  { wasteClass: "A", material: "solo", ibamaCode: "170504", nbrClass: "IIB" },
  { wasteClass: "A", material: "*", ibamaCode: "170107", nbrClass: "IIB" },
  { wasteClass: "B", material: "madeira", ibamaCode: "170201", nbrClass: "IIA" },
  { wasteClass: "B", material: "vidro", ibamaCode: "170202", nbrClass: "IIB" },
  { wasteClass: "B", material: "plástic", ibamaCode: "170203", nbrClass: "IIA" },
  { wasteClass: "B", material: "metal", ibamaCode: "170407", nbrClass: "IIA" },
  { wasteClass: "B", material: "gesso", ibamaCode: "170802", nbrClass: "IIA" },
  { wasteClass: "B", material: "*", ibamaCode: "170904", nbrClass: "IIA" },
  { wasteClass: "C", material: "*", ibamaCode: "170904", nbrClass: "IIA" },
  { wasteClass: "D", material: "*", ibamaCode: "170903(*)", nbrClass: "I" },
];

/**
 * The rule for a load: the hauler's rows, then the defaults; within each, the one material word found
 * in the CTR's material, else (no word, or several: a mixture) the class's `*` row.
 */
export function wasteCodeFor(
  wasteClass: WasteClass,
  material: string,
  haulerRules: readonly WasteCodeRule[] = [],
): WasteCodeRule {
  const text = material.toLowerCase();
  for (const rules of [haulerRules, DEFAULT_WASTE_CODES]) {
    const ofClass = rules.filter((r) => r.wasteClass === wasteClass);
    const words = ofClass.filter((r) => r.material !== "*" && text.includes(r.material.toLowerCase()));
    const hit = words.length === 1 ? words[0] : ofClass.find((r) => r.material === "*");
    if (hit) return hit;
  }
  // Every class has a `*` default row.
  throw new Error(`sem código IBAMA para a classe ${wasteClass}`);
}
