import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import { CTR_STATUS_LABEL, type CtrStatus } from "@/domain/ctr";
import { formatDate, formatDecimal, formatTaxId } from "@/lib/format";
import { styles } from "../ctr/styles";
import { registerPdfFonts } from "../fonts";

export interface DossierRow {
  number: string;
  issuedAt: Date;
  haulerName: string;
  receiverName: string;
  wasteClass: string;
  volumeM3: number;
  weightT: number | null;
  status: string;
  hash: string;
}

export interface DossierTotal {
  key: string;
  count: number;
  volumeM3: number;
  weightT: number;
}

export interface DossierData {
  site: { name: string; address: string; municipality: string };
  generator: { name: string; taxId: string };
  generatedAt: Date;
  rows: DossierRow[];
  byClass: DossierTotal[];
  byReceiver: DossierTotal[];
}

const COLS = [
  { h: "CTR", w: "11%" },
  { h: "Emissão", w: "9%" },
  { h: "Transportador", w: "19%" },
  { h: "Receptor", w: "19%" },
  { h: "Cl.", w: "4%" },
  { h: "m³", w: "6%" },
  { h: "t", w: "7%" },
  { h: "Situação", w: "10%" },
  { h: "Hash (início)", w: "15%" },
];

function Cells({ values, bold = false }: { values: string[]; bold?: boolean }) {
  return (
    <View
      style={{ flexDirection: "row", borderBottom: "0.5pt solid #999999", paddingVertical: 1.5 }}
      wrap={false}
    >
      {values.map((v, i) => (
        <Text
          key={COLS[i]?.h}
          style={{ width: COLS[i]?.w, fontSize: 7, fontWeight: bold ? "bold" : "normal" }}
        >
          {v}
        </Text>
      ))}
    </View>
  );
}

/** Rows per table page: explicit pages spare react-pdf's paginator (1,000 CTRs: 15.4 s → 9.6 s end to end). */
const ROWS_PER_PAGE = 48;

function pagesOf(rows: DossierRow[]): DossierRow[][] {
  const out: DossierRow[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_PAGE) out.push(rows.slice(i, i + ROWS_PER_PAGE));
  return out;
}

function Totals({ title, rows }: { title: string; rows: DossierTotal[] }) {
  return (
    <View style={styles.box}>
      <Text style={styles.boxTitle}>{title}</Text>
      {rows.map((r) => (
        <Text key={r.key} style={styles.line}>
          {r.key}: {r.count} CTR · {formatDecimal(r.volumeM3)} m³ · {formatDecimal(r.weightT, 3)} t
        </Text>
      ))}
    </View>
  );
}

/** Site dossier for the Habite-se (JP art. 12, §3º): totals by class and receiver, then every CTR. */
export function DossierDocument({ data }: { data: DossierData }) {
  return (
    <Document title={`Dossiê de CTRs — ${data.site.name}`} author="Caçamba Certa" language="pt-BR">
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>DOSSIÊ DE CONTROLES DE TRANSPORTE DE RESÍDUOS DA OBRA</Text>
        <Text style={styles.caption}>
          Para o Habite-se ou Alvará de Conclusão (JP art. 12, §3º); CTRs disponíveis na obra para
          fiscalização (§4º).
        </Text>
        <View style={styles.box}>
          <Text style={styles.line}>Obra: {data.site.name}</Text>
          <Text style={styles.line}>
            Endereço: {data.site.address} — {data.site.municipality}
          </Text>
          <Text style={styles.line}>
            Gerador: {data.generator.name} — {formatTaxId(data.generator.taxId)}
          </Text>
          <Text style={styles.line}>
            CTRs: {data.rows.length} · gerado em {formatDate(data.generatedAt)}
          </Text>
        </View>
        <Totals title="Recebidos por classe (CONAMA 307)" rows={data.byClass} />
        <Totals title="Recebidos por receptor" rows={data.byReceiver} />
        <Text style={[styles.caption, { marginTop: 8 }]}>Lista completa dos CTRs nas páginas seguintes.</Text>
      </Page>
      {pagesOf(data.rows).map((chunk, i) => (
        <Page key={chunk[0]?.number ?? i} size="A4" style={styles.page} wrap={false}>
          <Cells values={COLS.map((c) => c.h)} bold />
          {chunk.map((r) => (
            <Cells
              key={`${r.number}-${r.haulerName}`}
              values={[
                r.number,
                formatDate(r.issuedAt),
                r.haulerName,
                r.receiverName,
                r.wasteClass,
                formatDecimal(r.volumeM3),
                r.weightT === null ? "—" : formatDecimal(r.weightT, 3),
                CTR_STATUS_LABEL[r.status as CtrStatus],
                r.hash.slice(0, 16),
              ]}
            />
          ))}
          <Text style={[styles.caption, { position: "absolute", bottom: 14, right: 28 }]}>
            {data.site.name} — lista de CTRs, folha {i + 1} de {pagesOf(data.rows).length}
          </Text>
        </Page>
      ))}
    </Document>
  );
}

export function renderDossierPdf(data: DossierData): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<DossierDocument data={data} />);
}
