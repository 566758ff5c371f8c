import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import { resolveMunicipality } from "@/domain/municipalities";
import { consultaUrl, type DanfseFacts, groupedKey } from "@/domain/nfse/danfse";
import { formatMoneyCents, formatTaxId } from "@/lib/format";
import { styles } from "../ctr/styles";
import { registerPdfFonts } from "../fonts";
import { QrCode } from "../qr-code";

export interface DanfseInput {
  facts: DanfseFacts;
  status: "authorised" | "cancelled" | "substituted";
  provider: { name: string; taxId: string; municipalRegistration: string | null };
  taker: { name: string; taxId: string };
  invoiceNumber: number;
}

const STAMP: Record<DanfseInput["status"], string | null> = {
  authorised: null,
  cancelled: "NFS-e CANCELADA",
  substituted: "NFS-e SUBSTITUÍDA",
};

const formatPercent = (p: number) => `${p.toFixed(2).replace(".", ",")}%`;

const when = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : iso;
};

function Party({ title, lines }: { title: string; lines: string[] }) {
  return (
    <View style={[styles.box, styles.half]}>
      <Text style={styles.boxTitle}>{title}</Text>
      {lines.map((l) => (
        <Text key={l} style={styles.line}>
          {l}
        </Text>
      ))}
    </View>
  );
}

/** Printed on every DANFSe drawn here: it stands in for the ADN's official one. */
export const LOCAL_DANFSE_LABEL = "Representação local — o DANFSe oficial não pôde ser obtido no ADN";

/**
 * DANFSe drawn here, the fallback when the ADN's official DANFSe (GET /danfse/{chave}) cannot be had,
 * and labelled so: the note's number, the access key (plain and grouped) with the QR code of the
 * national public query, the parties, the service, its value and the ISS and net value the Sefin
 * wrote in the note; "sem valor fiscal" in produção restrita, a stamp when cancelled or substituted.
 */
export function DanfseDocument({ d }: { d: DanfseInput }) {
  const place = resolveMunicipality(d.facts.placeIbge);
  const stamp = STAMP[d.status];
  return (
    <Document title={`DANFSe ${d.facts.nfseNumber}`} author="Caçamba Certa" language="pt-BR">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.headerText}>
            <Text style={styles.title}>DANFSe — Documento Auxiliar da NFS-e</Text>
            <Text style={styles.caption}>{LOCAL_DANFSE_LABEL}</Text>
            <Text style={styles.number}>NFS-e nº {d.facts.nfseNumber}</Text>
            <Text style={styles.line}>
              DPS nº {d.facts.dpsNumber}, série {d.facts.series} — fatura nº {d.invoiceNumber} — processada em{" "}
              {when(d.facts.processedAt)}
            </Text>
            {d.facts.environment === "restricted" && (
              <Text style={[styles.via, { color: "#b00020" }]}>PRODUÇÃO RESTRITA — SEM VALOR FISCAL</Text>
            )}
            {stamp && <Text style={[styles.via, { color: "#b00020" }]}>{stamp}</Text>}
          </View>
          <View style={styles.qrBlock}>
            <QrCode value={consultaUrl(d.facts.accessKey)} size={90} />
          </View>
        </View>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Chave de acesso</Text>
          <Text style={styles.hash}>{d.facts.accessKey}</Text>
          <Text style={styles.line}>{groupedKey(d.facts.accessKey)}</Text>
          <Text style={styles.caption}>Consulte em {consultaUrl(d.facts.accessKey)}</Text>
        </View>
        <View style={styles.row}>
          <Party
            title="Prestador"
            lines={[
              d.provider.name,
              `CNPJ ${formatTaxId(d.provider.taxId)}`,
              `Inscrição municipal: ${d.provider.municipalRegistration ?? "não informada"}`,
            ]}
          />
          <Party
            title="Tomador"
            lines={[
              d.taker.name,
              `${d.taker.taxId.length === 11 ? "CPF" : "CNPJ"} ${formatTaxId(d.taker.taxId)}`,
            ]}
          />
        </View>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Serviço</Text>
          <Text style={styles.line}>
            Código de tributação nacional {d.facts.tribNac} — local da prestação:{" "}
            {place ? `${place.name} (IBGE ${d.facts.placeIbge})` : `IBGE ${d.facts.placeIbge}`}
          </Text>
          <Text style={styles.line}>{d.facts.description}</Text>
        </View>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Valor do serviço</Text>
          <Text style={styles.number}>{formatMoneyCents(d.facts.valueCents)}</Text>
          {d.facts.issCents !== null && (
            <Text style={styles.line}>
              ISS{d.facts.issRatePercent !== null ? ` (${formatPercent(d.facts.issRatePercent)})` : ""}:{" "}
              {formatMoneyCents(d.facts.issCents)}
              {d.facts.retainedCents ? ` — retido: ${formatMoneyCents(d.facts.retainedCents)}` : ""}
            </Text>
          )}
          <Text style={styles.line}>Valor líquido da NFS-e: {formatMoneyCents(d.facts.netCents)}</Text>
          <Text style={styles.caption}>
            Valores calculados pela Sefin Nacional, lidos da NFS-e. ISS devido no município da prestação (LC
            116/2003, art. 3º, VI).
          </Text>
        </View>
      </Page>
    </Document>
  );
}

export function renderDanfsePdf(d: DanfseInput): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<DanfseDocument d={d} />);
}
