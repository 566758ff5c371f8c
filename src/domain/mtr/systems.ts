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

export function isMtrSystem(value: string): value is MtrSystem {
  return (MTR_SYSTEMS as readonly string[]).includes(value);
}

/** The system of a state (`uf`), the platform's setting for it first. */
export function mtrSystemFor(uf: string, overrides: Readonly<Record<string, MtrSystem>> = {}): MtrSystem {
  const key = uf.toUpperCase();
  return overrides[key] ?? STATE_SYSTEM[key] ?? "sinir";
}
