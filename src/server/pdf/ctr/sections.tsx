import { Text, View } from "@react-pdf/renderer";
import {
  CTR_STATUS_LABEL,
  type CtrStatus,
  groupHash,
  RECEIVER_KIND_LABEL,
  type ReceiverKind,
  WASTE_CLASS_INFO,
  WASTE_KIND_LABEL,
  type WasteClass,
  type WasteKind,
} from "@/domain/ctr";
import { formatCacambaNumber, formatDecimal, formatPlate, formatTaxId } from "@/lib/format";
import type { CtrView } from "@/server/services/ctr/view";
import { municipalityName, when } from "./format";
import { CtrQrCode } from "./qr";
import { styles } from "./styles";

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Text style={styles.line}>
      <Text style={styles.label}>{label}: </Text>
      {value}
    </Text>
  );
}

export function Header({ ctr, via, checkUrl }: { ctr: CtrView; via: string; checkUrl: string }) {
  return (
    <View style={styles.header}>
      <View style={styles.headerText}>
        <Text style={styles.title}>CONTROLE DE TRANSPORTE DE RESÍDUOS — CTR</Text>
        <Text style={styles.caption}>
          JP art. 4º, VI e art. 18, §2º, III; ABNT NBR 15.112, 15.113 e 15.114 · emitido pelo transportador
        </Text>
        <Text style={styles.number}>Nº {ctr.number}</Text>
        <Field label="Emissão" value={when(ctr.issuedAt, ctr.originMunicipalityId)} />
        <Field label="Situação" value={CTR_STATUS_LABEL[ctr.status as CtrStatus]} />
        <Text style={styles.via}>{via}</Text>
      </View>
      <View style={styles.qrBlock}>
        <CtrQrCode value={checkUrl} size={88} />
        <Text style={styles.caption}>Confira este CTR</Text>
      </View>
    </View>
  );
}

export function Generator({ ctr }: { ctr: CtrView }) {
  return (
    <View style={styles.box}>
      <Text style={styles.boxTitle}>Gerador e origem</Text>
      <Field label="Gerador" value={ctr.generatorName} />
      <Field label="CPF/CNPJ" value={formatTaxId(ctr.generatorTaxId)} />
      <Field label="Endereço do gerador" value={ctr.generatorAddress} />
      <Field label="Local de geração (obra)" value={ctr.originAddress} />
      <Field label="Município" value={municipalityName(ctr.originMunicipalityId)} />
    </View>
  );
}

export function Transporter({ ctr }: { ctr: CtrView }) {
  return (
    <View style={styles.box}>
      <Text style={styles.boxTitle}>Transportador</Text>
      <Field label="Razão social" value={ctr.haulerName} />
      <Field label="CNPJ" value={formatTaxId(ctr.haulerTaxId)} />
      <Field label="Licença / cadastro" value={ctr.haulerLicenceNumber} />
      <Field label="Placa do caminhão" value={formatPlate(ctr.truckPlate)} />
      <Field label="Motorista" value={ctr.driverName} />
      <Field
        label="Caçamba nº"
        value={ctr.cacambaNumber === null ? "—" : formatCacambaNumber(ctr.cacambaNumber)}
      />
    </View>
  );
}

export function Waste({ ctr }: { ctr: CtrView }) {
  const info = WASTE_CLASS_INFO[ctr.wasteClass as WasteClass];
  return (
    <View style={styles.box}>
      <Text style={styles.boxTitle}>Resíduo</Text>
      <Field label="Tipo" value={WASTE_KIND_LABEL[ctr.wasteKind as WasteKind]} />
      <Field label="Material predominante" value={ctr.material} />
      <Field label="Volume" value={`${formatDecimal(ctr.volumeM3)} m³`} />
      <Field label={`Classe ${info.class} (${info.article})`} value={info.definition} />
      <Field label="Destinação da classe" value={info.destination} />
    </View>
  );
}

export function Destination({ ctr }: { ctr: CtrView }) {
  return (
    <View style={styles.box}>
      <Text style={styles.boxTitle}>Destino</Text>
      <Field label="Receptor" value={ctr.receiverName} />
      <Field label="CNPJ" value={formatTaxId(ctr.receiverTaxId)} />
      <Field label="Tipo" value={RECEIVER_KIND_LABEL[ctr.receiverKind as ReceiverKind] ?? ctr.receiverKind} />
      <Field label="Licença de operação" value={ctr.receiverLicenceNumber} />
      <Field label="Endereço" value={ctr.receiverAddress} />
    </View>
  );
}

export function Receipt({ ctr }: { ctr: CtrView }) {
  if (ctr.status === "received")
    return (
      <View style={styles.box}>
        <Text style={styles.boxTitle}>Recebimento no destino</Text>
        <Field label="Recebido em" value={when(ctr.receivedAt, ctr.originMunicipalityId)} />
        <Field
          label="Peso medido"
          value={ctr.receivedWeightT === null ? "—" : `${formatDecimal(ctr.receivedWeightT, 3)} t`}
        />
        {ctr.receivedVolumeM3 !== null && (
          <Field label="Volume conferido" value={`${formatDecimal(ctr.receivedVolumeM3)} m³`} />
        )}
        <Field
          label="Classe conferida"
          value={`${ctr.receivedClass ?? ctr.wasteClass}${ctr.receivedClass && ctr.receivedClass !== ctr.wasteClass ? " (corrigida no recebimento)" : ""}`}
        />
      </View>
    );
  if (ctr.status === "rejected" || ctr.status === "cancelled")
    return (
      <View style={styles.box}>
        <Text style={styles.boxTitle}>{ctr.status === "rejected" ? "Carga recusada" : "CTR cancelado"}</Text>
        <Field
          label="Em"
          value={when(ctr.status === "rejected" ? ctr.rejectedAt : ctr.cancelledAt, ctr.originMunicipalityId)}
        />
        <Field
          label="Motivo"
          value={`${(ctr.status === "rejected" ? ctr.rejectionReason : ctr.cancelReason) ?? ""}${ctr.rejectionArticle ? ` (${ctr.rejectionArticle})` : ""}`}
        />
      </View>
    );
  return null;
}

function Signature({
  title,
  sig,
  m,
}: {
  title: string;
  sig: CtrView["transporterSignature"] | null;
  m: string;
}) {
  return (
    <View style={styles.sign}>
      <Text style={styles.boxTitle}>{title}</Text>
      <Field label="Nome" value={sig?.name ?? ""} />
      <Field label="Função" value={sig?.role ?? ""} />
      <Field label="Data e hora" value={sig ? when(sig.at, m) : ""} />
      <Text style={[styles.caption, { marginTop: 8 }]}>Assinatura: ______________________</Text>
    </View>
  );
}

export function Signatures({ ctr }: { ctr: CtrView }) {
  const m = ctr.originMunicipalityId;
  return (
    <View style={[styles.row, { marginTop: 6 }]}>
      <Signature title="Transportador" sig={ctr.transporterSignature} m={m} />
      <Signature title="Gerador" sig={ctr.generatorSignature} m={m} />
      <Signature title="Receptor" sig={ctr.receiverSignature} m={m} />
    </View>
  );
}

export function HashFooter({ ctr, checkUrl }: { ctr: CtrView; checkUrl: string }) {
  return (
    <View style={styles.box}>
      <Text style={styles.caption}>
        Hash SHA-256 do conteúdo emitido (compare com a página de conferência: {checkUrl})
      </Text>
      <Text style={styles.hash}>{groupHash(ctr.contentHash)}</Text>
    </View>
  );
}
