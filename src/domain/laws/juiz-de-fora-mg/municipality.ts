import type { Municipality } from "../basics";

/** Where this law applies: all a citation's link needs (src/domain/laws/municipalities.ts). */
export const juizDeForaMunicipality: Municipality = {
  id: "juiz-de-fora-mg",
  name: "Juiz de Fora",
  uf: "MG",
  ibge: "3136702",
  timeZone: "America/Sao_Paulo",
  lawKey: "JF",
  centre: { lon: -43.3505, lat: -21.7612 },
};
