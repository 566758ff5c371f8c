import { findLaw } from "./registry";
import { silentGate } from "./silent-gate";
import { type GateProvisions, isRegulated, type NotRegulated, type Provision } from "./types";

/** The gate of the receiver's municipality; one no law serves has only the federal rule. */
export function gateOf(municipalityId: string): GateProvisions {
  return (
    findLaw(municipalityId)?.ctr.gate ??
    silentGate("lei municipal não cadastrada", "A lei do município do receptor")
  );
}

/** Every provision of the gate, the PEV's own included. */
export function gateProvisions(gate: GateProvisions): (Provision | NotRegulated)[] {
  const { pev, ...areas } = gate;
  return [...Object.values(areas), ...(pev ? Object.values(pev) : [])];
}

/** Every article a rejection may cite under this gate. */
export function gateArticles(gate: GateProvisions): string[] {
  return gateProvisions(gate)
    .filter(isRegulated)
    .map((p) => p.article);
}
