import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import { ctrGrounds, groupHash, WASTE_CLASS_INFO, type WasteClass } from "@/domain/ctr";
import { addressIn, formatDecimal, formatTaxId } from "@/lib/format";
import type { CtrView } from "@/server/services/ctr/view";
import { municipalityName, when } from "../ctr/format";
import { styles } from "../ctr/styles";
import { registerPdfFonts } from "../fonts";
import { QrCode } from "../qr-code";

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text style={styles.line}>
      <Text style={styles.label}>{label}: </Text>
      {value}
    </Text>
  );
}

/**
 * Comprovante de destinação (JP art. 18, §3º, III, a, where the law asks it): the transporter's proof to the generator that
 * the load of a CTR reached a licensed receiver. Only for received CTRs.
 */
export function ReceiptDocument({ ctr, checkUrl }: { ctr: CtrView; checkUrl: string }) {
  const cls = (ctr.receivedClass ?? ctr.wasteClass) as WasteClass;
  return (
    <Document title={`Comprovante de destinação — CTR ${ctr.number}`} author="Caçamba Certa" language="pt-BR">
      <Page size="A4" style={[styles.page, { fontSize: 10 }]}>
        <View style={styles.header}>
          <View style={{ flex: 1 }}>
            <Text style={styles.title}>COMPROVANTE DE DESTINAÇÃO DE RESÍDUOS</Text>
            <Text style={styles.caption}>
              {ctrGrounds("destinationReceipt", ctr.originMunicipalityId)} — fornecido pelo transportador ao
              gerador
            </Text>
            <Text style={styles.number}>CTR nº {ctr.number}</Text>
          </View>
          <View style={styles.qrBlock}>
            <QrCode value={checkUrl} size={88} />
            <Text style={styles.caption}>Confira este CTR</Text>
          </View>
        </View>
        <Text style={{ marginTop: 10 }}>
          {ctr.haulerName} (CNPJ {formatTaxId(ctr.haulerTaxId)}) declara que os resíduos coletados na obra
          abaixo foram entregues e recebidos em área licenciada, conforme registro do receptor.
        </Text>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Gerador e origem</Text>
          <Line label="Gerador" value={`${ctr.generatorName} — ${formatTaxId(ctr.generatorTaxId)}`} />
          <Line
            label="Obra"
            value={addressIn(ctr.originAddress, municipalityName(ctr.originMunicipalityId))}
          />
          <Line label="Coleta (emissão do CTR)" value={when(ctr.issuedAt, ctr.originMunicipalityId)} />
        </View>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Destinação</Text>
          <Line label="Receptor" value={`${ctr.receiverName} — CNPJ ${formatTaxId(ctr.receiverTaxId)}`} />
          <Line label="Licença de operação" value={ctr.receiverLicenceNumber} />
          <Line label="Endereço" value={ctr.receiverAddress} />
          <Line label="Recebido em" value={when(ctr.receivedAt, ctr.originMunicipalityId)} />
          <Line label="Recebido por" value={ctr.receiverSignature?.name ?? "—"} />
        </View>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Resíduo</Text>
          <Line label="Material" value={ctr.material} />
          <Line label="Volume declarado" value={`${formatDecimal(ctr.volumeM3)} m³`} />
          <Line
            label="Peso medido no recebimento"
            value={ctr.receivedWeightT === null ? "—" : `${formatDecimal(ctr.receivedWeightT, 3)} t`}
          />
          <Line
            label={`Classe ${cls} (${WASTE_CLASS_INFO[cls].article})`}
            value={WASTE_CLASS_INFO[cls].definition}
          />
        </View>
        <View style={styles.box}>
          <Text style={styles.caption}>Hash SHA-256 do CTR (confira em {checkUrl})</Text>
          <Text style={styles.hash}>{groupHash(ctr.contentHash)}</Text>
        </View>
      </Page>
    </Document>
  );
}

export function renderReceiptPdf(ctr: CtrView, checkUrl: string): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<ReceiptDocument ctr={ctr} checkUrl={checkUrl} />);
}
