import { type GateProvisions, isRegulated } from "../laws/types";
import { blockedMessage, type LicensingVerdict } from "../licensing/verdict";
import { type GateRefusal, gateRefusals, type LoadAtGate, type ReceiverAcceptance } from "./receiver";

/** The gate a receiver of this kind answers by: a PEV's own rules where the law gives them (JP arts. 7º–8º). */
export function gateForKind(gate: GateProvisions, kind: string): GateProvisions {
  if (kind !== "pev" || !gate.pev) return gate;
  return { ...gate, ...gate.pev };
}

/**
 * Everything a receiver must refuse, by the law of its municipality (`gate`): a hauler that law does not
 * see licensed, where it makes the receiver refuse one (JP art. 19, §5º, I; at a PEV art. 7º, §4º, I), then the load's own refusals
 * (`gateRefusals`). `hauler` is the hauler's licensing verdict in the receiver's municipality; null when
 * the law does not ask (the caller need not look it up).
 */
export function gateVerdict(
  load: LoadAtGate,
  receiver: ReceiverAcceptance,
  today: string,
  lawGate: GateProvisions,
  hauler: LicensingVerdict | null,
): GateRefusal[] {
  const gate = gateForKind(lawGate, receiver.kind);
  const refusals: GateRefusal[] = [];
  if (isRegulated(gate.unlicensedHauler) && hauler && !hauler.licensed)
    refusals.push({
      code: "unlicensed_hauler",
      message: blockedMessage(hauler),
      article: gate.unlicensedHauler.article,
    });
  return [...refusals, ...gateRefusals(load, receiver, today, gate)];
}
