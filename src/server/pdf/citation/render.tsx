import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatCoordinates, formatDateTime, formatMoneyCents, formatTaxId } from "@/lib/format";
import { withLocalTimes } from "@/lib/signature-text";
import { PDF_FONT, registerPdfFonts } from "../fonts";

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 9.5, padding: 32, color: "#111111" },
  title: { fontSize: 14, fontWeight: "bold" },
  number: { fontSize: 12, fontWeight: "bold", marginTop: 2 },
  caption: { fontSize: 7.5, color: "#555555", marginTop: 2 },
  box: { border: "1pt solid #333333", padding: 8, marginTop: 8 },
  boxTitle: { fontSize: 8.5, fontWeight: "bold", marginBottom: 3, textTransform: "uppercase" },
  line: { marginTop: 2 },
  label: { color: "#555555" },
});

const KIND: Record<string, string> = {
  defence: "Defesa",
  payment: "Pagamento",
  appeal: "Recurso",
  compliance: "Regularização",
  prescription: "Prescrição",
};
const CHANNEL: Record<string, string> = {
  in_person: "pessoalmente",
  email: "por e-mail",
  whatsapp: "por WhatsApp, com confirmação de leitura",
  public_notice: "por edital",
};

export interface CitationPdfInput {
  number: string;
  cityName: string;
  timeZone: string;
  offenderName: string;
  offenderTaxId: string;
  offenderAddress: string | null;
  issuedPlace: string;
  issuedAt: Date;
  location: string;
  lat: number | null;
  lon: number | null;
  facts: string;
  article: string;
  penalty: string;
  amountCents: number | null;
  reincidence: boolean;
  deadlines: {
    kind: string;
    days?: number;
    years?: number;
    dayKind: string;
    from: string;
    article: string;
    dueAt: string | null;
  }[];
  inspectorName: string;
  inspectorPost: string;
  inspectorSignature: string;
  noticeChannel: string;
  noticeRecipient: string | null;
  noticedAt: Date;
  noticeReadAt: Date | null;
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text style={styles.line}>
      <Text style={styles.label}>{label}: </Text>
      {value}
    </Text>
  );
}

/** Auto de infração with every element the law lists (IN art. 8º, CM art. 82), the fine and the deadlines with their articles. */
export function CitationDocument({ c }: { c: CitationPdfInput }) {
  const tz = c.timeZone;
  return (
    <Document title={`Auto de infração ${c.number}`} author={c.cityName} language="pt-BR">
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>AUTO DE INFRAÇÃO</Text>
        <Text style={styles.number}>Nº {c.number}</Text>
        <Text style={styles.caption}>{c.cityName}</Text>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Lavratura (local, data e hora)</Text>
          <Line label="Local" value={c.issuedPlace} />
          <Line label="Data e hora" value={formatDateTime(c.issuedAt, tz)} />
        </View>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Autuado</Text>
          <Line label="Nome" value={c.offenderName} />
          <Line label="CNPJ/CPF" value={formatTaxId(c.offenderTaxId)} />
          {c.offenderAddress ? <Line label="Endereço" value={c.offenderAddress} /> : null}
        </View>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Local da infração e fatos</Text>
          <Line
            label="Local"
            value={`${c.location}${c.lat !== null && c.lon !== null ? ` (GPS ${formatCoordinates(c.lat, c.lon, 6)})` : ""}`}
          />
          <Line label="Fatos" value={c.facts} />
        </View>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Dispositivo infringido e penalidade</Text>
          <Line label="Dispositivo" value={c.article} />
          <Line label="Penalidade" value={c.penalty} />
          <Line
            label="Valor da multa"
            value={c.amountCents === null ? "—" : formatMoneyCents(c.amountCents)}
          />
          <Line label="Reincidência" value={c.reincidence ? "sim" : "não"} />
        </View>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Prazos</Text>
          {c.deadlines.length === 0 ? (
            <Text>A lei não fixa prazos de defesa ou pagamento para este auto.</Text>
          ) : null}
          {c.deadlines.map((d) => (
            <Text key={`${d.kind}-${d.article}`} style={styles.line}>
              {KIND[d.kind] ?? d.kind}: {d.days ?? d.years}{" "}
              {d.years ? "anos" : d.dayKind === "business" ? "dias úteis" : "dias"} {d.from} ({d.article})
              {d.dueAt ? ` — até ${formatDateTime(new Date(d.dueAt), tz)}` : ""}
            </Text>
          ))}
        </View>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Notificação</Text>
          <Text>
            Notificado {CHANNEL[c.noticeChannel] ?? c.noticeChannel}
            {c.noticeRecipient ? ` (${c.noticeRecipient})` : ""} em {formatDateTime(c.noticedAt, tz)}
            {c.noticeReadAt ? `; leitura confirmada em ${formatDateTime(c.noticeReadAt, tz)}` : ""}.
          </Text>
        </View>
        <View style={styles.box}>
          <Text style={styles.boxTitle}>Fiscal</Text>
          <Line label="Nome" value={c.inspectorName} />
          <Line label="Cargo" value={c.inspectorPost} />
          <Line label="Assinatura" value={withLocalTimes(c.inspectorSignature, tz)} />
        </View>
      </Page>
    </Document>
  );
}

export async function renderCitationPdf(c: CitationPdfInput): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<CitationDocument c={c} />);
}
