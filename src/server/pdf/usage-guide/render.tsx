import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import { ctrGrounds } from "@/domain/ctr";
import { formatDateTime, formatTaxId } from "@/lib/format";
import type { UsageGuideData } from "@/server/services/dispatch/usage-guide";
import { registerPdfFonts } from "../fonts";
import { styles } from "./styles";
import { type GuideTopic, guideTopics } from "./topics";

function Deadline({ data }: { data: UsageGuideData }) {
  const when = data.deadline ? formatDateTime(data.deadline, data.timeZone) : null;
  return (
    <View style={styles.box} wrap={false}>
      <Text>Prazo de permanência desta caçamba</Text>
      {data.placedAt ? (
        <Text style={styles.subtitle}>Colocada em {formatDateTime(data.placedAt, data.timeZone)}.</Text>
      ) : (
        <Text style={styles.subtitle}>
          Ainda não entregue: o prazo abaixo vale se fosse colocada agora; conta a partir da entrega.
        </Text>
      )}
      <Text style={styles.deadline}>
        {when ? `Retirar até ${when}` : "Sem data fixa"}
        {data.deadlineArticle ? ` (${data.deadlineArticle})` : ""}
      </Text>
      {data.deadlineExplanation && <Text style={styles.subtitle}>{data.deadlineExplanation}</Text>}
    </View>
  );
}

function Topic({ topic }: { topic: GuideTopic }) {
  return (
    <View wrap={false}>
      <Text style={styles.topic}>{topic.title}</Text>
      {topic.lines.map((l) => (
        <Text key={`${l.article}-${l.text}`} style={l.regulated ? styles.line : styles.muted}>
          <Text style={styles.article}>{l.article}</Text> — {l.text}
        </Text>
      ))}
    </View>
  );
}

/** The guidance document handed with each caçamba, citing its municipality's law (JP art. 18, §3º, III, b) or its silence. */
export function UsageGuideDocument({ data }: { data: UsageGuideData }) {
  const guide = guideTopics(data.municipalityId);
  return (
    <Document
      title={`Orientações de uso da caçamba — ${data.site.name}`}
      author="Caçamba Certa"
      language="pt-BR"
    >
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>Orientações de uso da caçamba</Text>
        <Text style={styles.subtitle}>
          {guide.name} — {guide.law}. Documento de orientação ao usuário (
          {ctrGrounds("usageGuide", data.municipalityId)}).
        </Text>
        <View style={styles.box}>
          <Text>
            Empresa: {data.hauler.legalName} — CNPJ {formatTaxId(data.hauler.taxId)}
          </Text>
          <Text>Cliente: {data.generator.legalName}</Text>
          <Text>
            Obra: {data.site.name} — {data.site.address}
          </Text>
        </View>
        <Deadline data={data} />
        {guide.topics.map((t) => (
          <Topic key={t.key} topic={t} />
        ))}
        <Text style={styles.caption}>
          Em cinza, o que a lei do município não regula. Emitido em{" "}
          {formatDateTime(data.generatedAt, data.timeZone)} por Caçamba Certa.
        </Text>
      </Page>
    </Document>
  );
}

export function renderUsageGuidePdf(data: UsageGuideData): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<UsageGuideDocument data={data} />);
}
