import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import { formatIsoDate, formatTaxId } from "@/lib/format";
import type { BulletinEntry } from "@/server/db/schema";
import { registerPdfFonts } from "../fonts";
import { styles } from "./styles";

export interface BulletinPdfInput {
  cityName: string;
  municipalityName: string;
  /** The article of the municipality's law that requires the bulletin (JP art. 12, §2º), or null: published voluntarily. */
  dutyArticle: string | null;
  period: string;
  referenceDate: string;
  generatedAt: string;
  entries: BulletinEntry[];
}

function Table({ title, entries }: { title: string; entries: BulletinEntry[] }) {
  return (
    <View>
      <Text style={styles.section}>
        {title} ({entries.length})
      </Text>
      {entries.length === 0 ? (
        <Text style={styles.empty}>Nenhum com licença válida nesta data.</Text>
      ) : (
        <View>
          <View style={styles.head}>
            <Text style={styles.name}>Razão social</Text>
            <Text style={styles.taxId}>CNPJ/CPF</Text>
            <Text style={styles.licences}>Licenças válidas (nº, validade)</Text>
          </View>
          {entries.map((e) => (
            <View key={e.orgId} style={styles.row} wrap={false}>
              <Text style={styles.name}>{e.legalName}</Text>
              <Text style={styles.taxId}>{formatTaxId(e.taxId)}</Text>
              <Text style={styles.licences}>
                {e.licences
                  .map(
                    (l) =>
                      `${l.label} nº ${l.number}${l.validUntil ? ` até ${formatIsoDate(l.validUntil)}` : ""}`,
                  )
                  .join("; ") || "Não exigida pela lei municipal"}
              </Text>
            </View>
          ))}
        </View>
      )}
    </View>
  );
}

/** Boletim bimestral (where the law asks it, e.g. JP art. 12, §2º): haulers and receivers with a valid licence on the reference date. */
export function BulletinDocument(b: BulletinPdfInput) {
  return (
    <Document title={`Boletim ${b.period} — ${b.municipalityName}`} author={b.cityName} language="pt-BR">
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>BOLETIM BIMESTRAL DE TRANSPORTADORES E RECEPTORES LICENCIADOS</Text>
        <Text style={styles.caption}>
          {b.cityName} — {b.municipalityName}. Relação bimestral de transportadores e receptores de resíduos
          com licença válida
          {b.dutyArticle
            ? ` (${b.dutyArticle}).`
            : ` (a lei de ${b.municipalityName} não exige este boletim; publicação voluntária da prefeitura).`}
        </Text>
        <View style={styles.box}>
          <Text style={styles.line}>
            <Text style={styles.label}>Período: </Text>
            {b.period}
          </Text>
          <Text style={styles.line}>
            <Text style={styles.label}>Situação em: </Text>
            <Text style={styles.bold}>{formatIsoDate(b.referenceDate)}</Text>
          </Text>
          <Text style={styles.line}>
            <Text style={styles.label}>Gerado em: </Text>
            {b.generatedAt}
          </Text>
        </View>
        <Table title="Transportadores" entries={b.entries.filter((e) => e.kind === "hauler")} />
        <Table title="Receptores" entries={b.entries.filter((e) => e.kind === "receiver")} />
      </Page>
    </Document>
  );
}

export async function renderBulletinPdf(b: BulletinPdfInput): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<BulletinDocument {...b} />);
}
