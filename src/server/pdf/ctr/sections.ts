import {
  RECEIVER_KIND_LABEL,
  type ReceiverKind,
  WASTE_CLASS_INFO,
  WASTE_KIND_LABEL,
  type WasteClass,
  type WasteKind,
} from "@/domain/ctr";
import { formatCacambaNumber, formatDecimal, formatPlate, formatTaxId } from "@/lib/format";
import type { CtrSignatureImages } from "@/server/services/ctr/files";
import type { CtrView } from "@/server/services/ctr/view";
import type { KitBox } from "../kit/draw";
import { municipalityName, when } from "./format";

/** The printed boxes of a CTR, as data: what each via shows, in the order the field forms use. */
export function generatorBox(ctr: CtrView): KitBox {
  return {
    title: "Gerador e origem",
    fields: [
      { label: "Gerador", value: ctr.generatorName },
      { label: "CPF/CNPJ", value: formatTaxId(ctr.generatorTaxId) },
      { label: "Endereço do gerador", value: ctr.generatorAddress },
      { label: "Local de geração (obra)", value: ctr.originAddress },
      { label: "Município", value: municipalityName(ctr.originMunicipalityId) },
    ],
  };
}

export function transporterBox(ctr: CtrView): KitBox {
  return {
    title: "Transportador",
    fields: [
      { label: "Razão social", value: ctr.haulerName },
      { label: "CNPJ", value: formatTaxId(ctr.haulerTaxId) },
      { label: "Licença / cadastro", value: ctr.haulerLicenceNumber },
      { label: "Placa do caminhão", value: formatPlate(ctr.truckPlate) },
      { label: "Motorista", value: ctr.driverName },
      {
        label: "Caçamba nº",
        value: ctr.cacambaNumber === null ? "—" : formatCacambaNumber(ctr.cacambaNumber),
      },
    ],
  };
}

export function wasteBox(ctr: CtrView): KitBox {
  const info = WASTE_CLASS_INFO[ctr.wasteClass as WasteClass];
  return {
    title: "Resíduo",
    fields: [
      { label: "Tipo", value: WASTE_KIND_LABEL[ctr.wasteKind as WasteKind] },
      { label: "Material predominante", value: ctr.material },
      { label: "Volume", value: `${formatDecimal(ctr.volumeM3)} m³` },
      { label: `Classe ${info.class} (${info.article})`, value: info.definition },
      { label: "Destinação da classe", value: info.destination },
    ],
  };
}

export function destinationBox(ctr: CtrView): KitBox {
  return {
    title: "Destino",
    fields: [
      { label: "Receptor", value: ctr.receiverName },
      { label: "CNPJ", value: formatTaxId(ctr.receiverTaxId) },
      {
        label: "Tipo",
        value: RECEIVER_KIND_LABEL[ctr.receiverKind as ReceiverKind] ?? ctr.receiverKind,
      },
      { label: "Licença de operação", value: ctr.receiverLicenceNumber },
      { label: "Endereço", value: ctr.receiverAddress },
    ],
  };
}

/** Receipt, rejection or cancellation; nothing while the load is on its way. */
export function outcomeBox(ctr: CtrView): KitBox | null {
  const m = ctr.originMunicipalityId;
  if (ctr.status === "received") {
    const corrected = ctr.receivedClass && ctr.receivedClass !== ctr.wasteClass;
    return {
      title: "Recebimento no destino",
      fields: [
        { label: "Recebido em", value: when(ctr.receivedAt, m) },
        {
          label: "Peso medido",
          value: ctr.receivedWeightT === null ? "—" : `${formatDecimal(ctr.receivedWeightT, 3)} t`,
        },
        ...(ctr.receivedVolumeM3 === null
          ? []
          : [{ label: "Volume conferido", value: `${formatDecimal(ctr.receivedVolumeM3)} m³` }]),
        {
          label: "Classe conferida",
          value: `${ctr.receivedClass ?? ctr.wasteClass}${corrected ? " (corrigida no recebimento)" : ""}`,
        },
      ],
    };
  }
  if (ctr.status === "rejected")
    return {
      title: "Carga recusada",
      fields: [
        { label: "Em", value: when(ctr.rejectedAt, m) },
        {
          label: "Motivo",
          value: `${ctr.rejectionReason ?? ""}${ctr.rejectionArticle ? ` (${ctr.rejectionArticle})` : ""}`,
        },
      ],
    };
  if (ctr.status === "cancelled")
    return {
      title: "CTR cancelado",
      fields: [
        { label: "Em", value: when(ctr.cancelledAt, m) },
        { label: "Motivo", value: ctr.cancelReason ?? "" },
      ],
    };
  return null;
}

export function signatureBoxes(ctr: CtrView, images: CtrSignatureImages = {}): KitBox[] {
  const m = ctr.originMunicipalityId;
  const box = (title: string, sig: CtrView["generatorSignature"], image?: Uint8Array | null): KitBox => ({
    title,
    fields: [
      { label: "Nome", value: sig?.name ?? "" },
      { label: "Função", value: sig?.role ?? "" },
      { label: "Data e hora", value: sig ? when(sig.at, m) : "" },
    ],
    image,
    footnote: image ? undefined : "Assinatura: ______________________",
  });
  return [
    box("Transportador", ctr.transporterSignature, images.transporter),
    box("Gerador", ctr.generatorSignature, images.generator),
    box("Receptor", ctr.receiverSignature, images.receiver),
  ];
}
