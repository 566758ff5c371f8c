/**
 * The MTR systems (Portaria MMA 280/2020): the national SINIR, and the states that keep their own —
 * SIGOR (CETESB, SP), FEAM (MG) and INEA (RJ). Which one applies follows the state of the load's
 * origin, unless the platform set another for that state.
 */
export const MTR_SYSTEMS = ["sinir", "sigor", "feam", "inea"] as const;
export type MtrSystem = (typeof MTR_SYSTEMS)[number];

export const MTR_SYSTEM_LABEL: Record<MtrSystem, string> = {
  sinir: "SINIR (MTR nacional)",
  sigor: "SIGOR-MTR (CETESB/SP)",
  feam: "MTR-MG (FEAM)",
  inea: "MTR-RJ (INEA)",
};

/** States with a system of their own; every other state uses SINIR (Portaria MMA 280/2020, art. 4º). */
const STATE_SYSTEM: Readonly<Record<string, MtrSystem>> = { SP: "sigor", MG: "feam", RJ: "inea" };

/** The 27 federative units, for the platform's choice of system per state. */
export const BRAZIL_UFS = [
  "AC",
  "AL",
  "AM",
  "AP",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MG",
  "MS",
  "MT",
  "PA",
  "PB",
  "PE",
  "PI",
  "PR",
  "RJ",
  "RN",
  "RO",
  "RR",
  "RS",
  "SC",
  "SE",
  "SP",
  "TO",
] as const;

/** The system a state uses when the platform set none. */
export function defaultMtrSystemFor(uf: string): MtrSystem {
  return STATE_SYSTEM[uf.toUpperCase()] ?? "sinir";
}

export function isMtrSystem(value: string): value is MtrSystem {
  return (MTR_SYSTEMS as readonly string[]).includes(value);
}

/** The system of a state (`uf`), the platform's setting for it first. */
export function mtrSystemFor(uf: string, overrides: Readonly<Record<string, MtrSystem>> = {}): MtrSystem {
  const key = uf.toUpperCase();
  return overrides[key] ?? STATE_SYSTEM[key] ?? "sinir";
}
