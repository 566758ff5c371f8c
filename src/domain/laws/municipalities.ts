import type { Municipality } from "./basics";
import { cachoeirasDeMacacuMunicipality } from "./cachoeiras-de-macacu-rj/municipality";
import { indiavaiMunicipality } from "./indiavai-mt/municipality";
import { joaoPessoaMunicipality } from "./joao-pessoa-pb/municipality";
import { juizDeForaMunicipality } from "./juiz-de-fora-mg/municipality";

/**
 * The municipalities whose laws the product holds, without the laws. A citation's link needs only these,
 * and nearly every screen prints citations: the browser loads this list, not the laws with their holiday
 * calendars and article lists. The registry (registry.ts) lists the same objects through the law modules
 * and adds here a law registered at run time.
 */
let municipalities: Municipality[] = [
  juizDeForaMunicipality,
  joaoPessoaMunicipality,
  cachoeirasDeMacacuMunicipality,
  indiavaiMunicipality,
];

export function lawMunicipalities(): readonly Municipality[] {
  return municipalities;
}

/** Adds a law's municipality registered at run time; returns the function that removes it again. */
export function addLawMunicipality(municipality: Municipality): () => void {
  municipalities = [...municipalities, municipality];
  return () => {
    municipalities = municipalities.filter((m) => m !== municipality);
  };
}
