import type { ExtraDayBasis, WasteClass } from "@/domain/pricing/terms";

export const WASTE_CLASS_LABEL: Record<WasteClass, string> = {
  A: "Classe A (entulho reutilizável)",
  B: "Classe B (recicláveis: madeira, metal, gesso)",
  C: "Classe C (sem reciclagem viável)",
  D: "Classe D (perigosos)",
};

export const EXTRA_DAY_BASIS_LABEL: Record<ExtraDayBasis, string> = {
  calendar: "dias corridos",
  business: "dias úteis",
};
