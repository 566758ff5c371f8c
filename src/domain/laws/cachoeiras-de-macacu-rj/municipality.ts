import type { Municipality } from "../basics";

/** Where this law applies: all a citation's link needs (src/domain/laws/municipalities.ts). */
export const cachoeirasDeMacacuMunicipality: Municipality = {
  id: "cachoeiras-de-macacu-rj",
  name: "Cachoeiras de Macacu",
  uf: "RJ",
  ibge: "3300803",
  timeZone: "America/Sao_Paulo",
  lawKey: "CM",
  centre: { lon: -42.6528, lat: -22.4658 },
};
