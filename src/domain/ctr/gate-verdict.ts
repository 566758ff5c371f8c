import { type GateProvisions, isRegulated } from "../laws/types";
import { blockedMessage, type LicensingVerdict } from "../licensing/verdict";
import { type GateRefusal, gateRefusals, type LoadAtGate, type ReceiverAcceptance } from "./receiver";

/**
 * Everything a receiver must refuse, by the law of its municipality (`gate`): a hauler that law does not
 * see licensed, where it makes the receiver refuse one (JP art. 19, §5º, I), then the load's own refusals
 * (`gateRefusals`). `hauler` is the hauler's licensing verdict in the receiver's municipality; null when
 * the law does not ask (the caller need not look it up).
 */
export function gateVerdict(
  load: LoadAtGate,
  receiver: ReceiverAcceptance,
  today: string,
  gate: GateProvisions,
  hauler: LicensingVerdict | null,
): GateRefusal[] {
  const refusals: GateRefusal[] = [];
  if (isRegulated(gate.unlicensedHauler) && hauler && !hauler.licensed)
    refusals.push({
      code: "unlicensed_hauler",
      message: blockedMessage(hauler),
      article: gate.unlicensedHauler.article,
    });
  return [...refusals, ...gateRefusals(load, receiver, today, gate)];
}
