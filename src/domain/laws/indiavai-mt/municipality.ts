import type { Municipality } from "../basics";

/** Where this law applies: all a citation's link needs (src/domain/laws/municipalities.ts). */
export const indiavaiMunicipality: Municipality = {
  id: "indiavai-mt",
  name: "Indiavaí",
  uf: "MT",
  ibge: "5104500",
  timeZone: "America/Cuiaba",
  lawKey: "IN",
  centre: { lon: -58.5803, lat: -15.4919 },
};
