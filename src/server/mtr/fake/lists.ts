import { IBAMA_CODE_LABEL, type MtrSystem } from "@/domain/mtr";

/**
 * The fake's lookup lists, in each system's field names: SINIR, SIGOR and FEAM prefix the fields
 * `cla`, `uni`, `tra`, `tie`, `tia`; INEA writes `tpcla`, `tpuni`, `tipo` (its manual's examples).
 */
const rows = {
  classe: [
    [1, "Classe I", "I"],
    [2, "Classe II A", "IIA"],
    [3, "Classe II B", "IIB"],
  ],
  unidade: [
    [1, "Tonelada", "t"],
    [2, "Quilograma", "kg"],
    [20, "Metro Cúbico", "m³"],
    [21, "Litro", "L"],
  ],
  tratamento: [
    [9, "Reciclagem"],
    [12, "Aterro de resíduos da construção civil (classe A)"],
    [15, "Triagem e transbordo"],
    [31, "Aterro Classe I"],
  ],
  estadoFisico: [
    [1, "Sólido"],
    [2, "Líquido"],
    [3, "Gasoso"],
    [4, "Pastoso"],
  ],
  acondicionamento: [
    [1, "Caçamba aberta"],
    [2, "Caçamba fechada"],
    [3, "Granel"],
    [4, "Tambor"],
    [5, "Big bag"],
  ],
} as const;

const PREFIX: Record<keyof typeof rows, [string, string]> = {
  classe: ["cla", "tpcla"],
  unidade: ["uni", "tpuni"],
  tratamento: ["tra", "tipo"],
  estadoFisico: ["tie", "tpest"],
  acondicionamento: ["tia", "tpaco"],
};

export type FakeList = keyof typeof rows | "residuo";

export const FAKE_IBAMA_CODES = Object.keys(IBAMA_CODE_LABEL);

export function fakeList(system: MtrSystem, list: FakeList): Record<string, unknown>[] {
  if (list === "residuo")
    return Object.entries(IBAMA_CODE_LABEL).map(([code, label]) => ({
      resCodigoIbama: code,
      resDescricao: label,
    }));
  const p = PREFIX[list][system === "inea" ? 1 : 0];
  return rows[list].map((r) => ({
    [`${p}Codigo`]: r[0],
    [`${p}Descricao`]: r[1],
    ...(r.length > 2 ? { [`${p}Sigla`]: r[2] } : {}),
  }));
}

export function fakeCodes(list: keyof typeof rows): number[] {
  return rows[list].map((r) => r[0]);
}

/** The route naming each list in a system (FEAM and INEA: "Tecnologia" for the treatments). */
export function listOfRoute(system: MtrSystem, route: string): FakeList | null {
  if (route === "retornaListaTecnologia") return system === "feam" || system === "inea" ? "tratamento" : null;
  if (route === "retornaListaTratamento") return system === "feam" || system === "inea" ? null : "tratamento";
  const m = /^retornaLista(Residuo|Classe|Unidade|EstadoFisico|Acondicionamento)$/.exec(route);
  if (!m?.[1]) return null;
  return (m[1][0]?.toLowerCase() + m[1].slice(1)) as FakeList;
}

/** The description of a code in one of the fake's lists (the unit's symbol for `unidade`), or null. */
export function fakeLabel(list: keyof typeof rows, code: unknown): string | null {
  const row = (rows[list] as readonly (readonly (number | string)[])[]).find((r) => r[0] === Number(code));
  if (!row) return null;
  return String((list === "unidade" ? row[2] : row[1]) ?? "");
}
