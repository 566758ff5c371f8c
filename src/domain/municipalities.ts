export type LawKey = "JF" | "JP" | "CM" | "IN";
export type MunicipalityId = "juiz-de-fora-mg" | "joao-pessoa-pb" | "cachoeiras-de-macacu-rj" | "indiavai-mt";

export interface Municipality {
  id: MunicipalityId;
  name: string;
  uf: "MG" | "PB" | "RJ" | "MT";
  ibge: string;
  timeZone: string;
  lawKey: LawKey;
}

/** IBGE codes from IBGE's municipality table; IANA zones from tzdb (not the source CSV's fuso_horario column). */
export const MUNICIPALITIES: readonly Municipality[] = [
  {
    id: "juiz-de-fora-mg",
    name: "Juiz de Fora",
    uf: "MG",
    ibge: "3136702",
    timeZone: "America/Sao_Paulo",
    lawKey: "JF",
  },
  {
    id: "joao-pessoa-pb",
    name: "João Pessoa",
    uf: "PB",
    ibge: "2507507",
    timeZone: "America/Fortaleza",
    lawKey: "JP",
  },
  {
    id: "cachoeiras-de-macacu-rj",
    name: "Cachoeiras de Macacu",
    uf: "RJ",
    ibge: "3300803",
    timeZone: "America/Sao_Paulo",
    lawKey: "CM",
  },
  {
    id: "indiavai-mt",
    name: "Indiavaí",
    uf: "MT",
    ibge: "5104500",
    timeZone: "America/Cuiaba",
    lawKey: "IN",
  },
];

export function resolveMunicipality(idOrIbge: string | number): Municipality | null {
  const key = String(idOrIbge).trim().toLowerCase();
  return MUNICIPALITIES.find((m) => m.id === key || m.ibge === key) ?? null;
}

export const MUNICIPALITY_KEYS: readonly string[] = MUNICIPALITIES.flatMap((m) => [m.id, m.ibge]);
