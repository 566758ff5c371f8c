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
  /** Waste found in the load that no receiving area may take (JP art. 19, §5º, II). */
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
  article: string;
}

/**
 * Why a receiver may not take this load, each reason with its article; empty when admissible.
 * `today` is the receiver's calendar day `aaaa-mm-dd`. The hauler's licence (JP art. 19, §5º, I) is
 * checked by the caller with the licensing service, which owns licences.
 */
export function gateRefusals(load: LoadAtGate, receiver: ReceiverAcceptance, today: string): GateRefusal[] {
  const out: GateRefusal[] = [];
  for (const f of load.forbiddenFound ?? []) {
    out.push({
      code: "forbidden_waste",
      message: `A carga contém ${FORBIDDEN_WASTE_LABEL[f]}, que nenhuma área de recepção de RCC pode receber.`,
      article: "JP art. 19, §5º, II",
    });
  }
  if (!receiver.acceptedClasses.includes(load.wasteClass)) {
    out.push({
      code: "class_not_accepted",
      message: `A licença do receptor não aceita resíduo classe ${load.wasteClass} (aceita ${receiver.acceptedClasses.join(", ") || "nenhuma classe"}).`,
      article: "JP art. 23; CONAMA 307, art. 10",
    });
  }
  if (!receiver.acceptedKinds.includes(load.wasteKind)) {
    out.push({
      code: "kind_not_accepted",
      message: `A licença do receptor não aceita ${WASTE_KIND_LABEL[load.wasteKind].toLowerCase()}.`,
      article: "JP art. 19, §4º",
    });
  }
  if (receiver.kind === "pev" && load.volumeM3 > 1) {
    out.push({
      code: "pev_volume",
      message: `PEV recebe até 1 m³ por descarga; esta carga tem ${load.volumeM3.toLocaleString("pt-BR")} m³ e deve ir a uma ATT, área de reciclagem ou aterro de RCC.`,
      article: "JP art. 15, §1º–§2º",
    });
  }
  if (receiver.licenceValidUntil && receiver.licenceValidUntil < today) {
    out.push({
      code: "receiver_licence",
      message: "A licença de operação do receptor está vencida: renove-a antes de receber cargas.",
      article: "JP art. 19, II",
    });
  }
  return out;
}
