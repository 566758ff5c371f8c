import {
  type GateProvisions,
  isRegulated,
  type NotRegulated,
  type Provision,
  silenceOf,
} from "../laws/types";
import {
  FORBIDDEN_WASTE_LABEL,
  type ForbiddenWaste,
  WASTE_KIND_LABEL,
  type WasteClass,
  type WasteKind,
} from "./waste";

export const RECEIVER_KINDS = ["att", "recycling", "rcc_landfill", "pev"] as const;
export type ReceiverKind = (typeof RECEIVER_KINDS)[number];

export const RECEIVER_KIND_LABEL: Record<ReceiverKind, string> = {
  att: "Área de Transbordo e Triagem (ATT)",
  recycling: "Área de Reciclagem",
  rcc_landfill: "Aterro de RCC",
  pev: "Ponto de Entrega para Pequenos Volumes (PEV)",
};

export interface ReceiverAcceptance {
  kind: ReceiverKind;
  acceptedClasses: readonly WasteClass[];
  acceptedKinds: readonly WasteKind[];
  /** `aaaa-mm-dd`, null when not informed. */
  licenceValidUntil: string | null;
}

export interface LoadAtGate {
  wasteKind: WasteKind;
  wasteClass: WasteClass;
  volumeM3: number;
  /** Household, industrial or health-care waste found in the load (`GateProvisions.forbiddenWaste`). */
  forbiddenFound?: readonly ForbiddenWaste[];
}

export interface GateRefusal {
  code:
    | "unlicensed_hauler"
    | "forbidden_waste"
    | "class_not_accepted"
    | "kind_not_accepted"
    | "pev_volume"
    | "receiver_licence";
  message: string;
  /** The receiver's law's article; null where that law is silent and the receiver's licence decides. */
  article: string | null;
}

/** A refusal under `rule`: its article, or, where the law is silent, the licence's reason and the silence. */
function refusal(
  code: GateRefusal["code"],
  rule: Provision | NotRegulated,
  message: string,
  byLicence: string,
): GateRefusal {
  const silence = silenceOf(rule);
  return silence
    ? { code, message: `${message} ${byLicence} ${silence.reason}`, article: null }
    : { code, message, article: rule.article };
}

const BY_LICENCE = "Recusa pela licença do receptor:";

/** What a refusal stands on, for a title or a message: the article, or the receiver's licence. */
export const refusalGround = (r: GateRefusal): string => r.article ?? "licença do receptor";

/**
 * Why a receiver may not take this load under the law of the receiver's municipality (`gate`), each reason
 * with its article; empty when admissible. `today` is the receiver's calendar day `aaaa-mm-dd`. The
 * hauler's licence (`gate.unlicensedHauler`) is checked by the caller with the licensing service.
 */
export function gateRefusals(
  load: LoadAtGate,
  receiver: ReceiverAcceptance,
  today: string,
  gate: GateProvisions,
): GateRefusal[] {
  const out: GateRefusal[] = [];
  for (const f of load.forbiddenFound ?? []) {
    out.push(
      refusal(
        "forbidden_waste",
        gate.forbiddenWaste,
        `A carga contém ${FORBIDDEN_WASTE_LABEL[f]}, que uma área de recepção de RCC e volumosos não recebe.`,
        `${BY_LICENCE} ela cobre só RCC e volumosos.`,
      ),
    );
  }
  if (!receiver.acceptedClasses.includes(load.wasteClass)) {
    out.push({
      code: "class_not_accepted",
      message: `A licença do receptor não aceita resíduo classe ${load.wasteClass} (aceita ${receiver.acceptedClasses.join(", ") || "nenhuma classe"}).`,
      article: gate.wasteClass.article,
    });
  }
  if (!receiver.acceptedKinds.includes(load.wasteKind)) {
    out.push(
      refusal(
        "kind_not_accepted",
        gate.wasteKind,
        `A licença do receptor não aceita ${WASTE_KIND_LABEL[load.wasteKind].toLowerCase()}.`,
        `${BY_LICENCE} ela diz o que a área recebe.`,
      ),
    );
  }
  if (receiver.kind === "pev" && isRegulated(gate.pevVolume) && load.volumeM3 > gate.pevVolume.maxM3) {
    const max = gate.pevVolume.maxM3.toLocaleString("pt-BR");
    out.push({
      code: "pev_volume",
      message: `PEV recebe até ${max} m³ por descarga; esta carga tem ${load.volumeM3.toLocaleString("pt-BR")} m³ e deve ir a uma ATT, área de reciclagem ou aterro de RCC.`,
      article: gate.pevVolume.article,
    });
  }
  if (receiver.licenceValidUntil && receiver.licenceValidUntil < today) {
    out.push(
      refusal(
        "receiver_licence",
        gate.receiverLicence,
        "A licença de operação do receptor está vencida: renove-a antes de receber cargas.",
        `${BY_LICENCE} vencida, ela não autoriza a área a operar.`,
      ),
    );
  }
  return out;
}
