import type { Municipality } from "../basics";

/** Where this law applies: all a citation's link needs (src/domain/laws/municipalities.ts). */
export const joaoPessoaMunicipality: Municipality = {
  id: "joao-pessoa-pb",
  name: "João Pessoa",
  uf: "PB",
  ibge: "2507507",
  timeZone: "America/Fortaleza",
  lawKey: "JP",
  centre: { lon: -34.8631, lat: -7.1195 },
};
