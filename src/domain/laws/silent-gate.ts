import { type GateProvisions, notRegulated } from "./types";

/** Classes go to their destinations by the federal resolution, whatever the municipal law says. */
export const FEDERAL_CLASS_ARTICLE = "CONAMA 307, art. 10";

/**
 * The gate of a law that says nothing about receivers: only the federal class rule, and whatever the law
 * itself does say (`own`). `lawName` opens the pt-BR sentence ("A lei de Juiz de Fora").
 */
export function silentGate(
  silent: string,
  lawName: string,
  own: Partial<GateProvisions> = {},
): GateProvisions {
  const none = (what: string) => notRegulated(silent, `${lawName} não trata ${what}.`);
  return {
    unlicensedHauler: none("da recusa, pelo receptor, de cargas de transportadores não licenciados"),
    forbiddenWaste: none("dos resíduos que a área de recepção deve recusar"),
    wasteClass: { article: FEDERAL_CLASS_ARTICLE },
    wasteKind: none("dos tipos de resíduo de cada área de recepção"),
    pevVolume: none("de limite de volume por descarga"),
    receiverLicence: none("da licença das áreas de recepção"),
    ...own,
  };
}
