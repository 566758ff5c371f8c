import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import { formatCacambaNumber } from "@/lib/format";
import { registerPdfFonts } from "../fonts";
import { MunicipalityInscription, NumberAndQr, Owner } from "./sections";
import { styles } from "./styles";
import type { DecalData } from "./types";

/** One A4 sheet of decals for a caçamba: number, owner and phones, each municipality's inscription, QR. */
export function DecalDocument({ data, publicUrl }: { data: DecalData; publicUrl: string }) {
  const title = `Caçamba ${formatCacambaNumber(data.number)} — ${data.company.legalName}`;
  return (
    <Document title={title} author="Caçamba Certa" language="pt-BR">
      <Page size="A4" style={styles.page}>
        <NumberAndQr data={data} publicUrl={publicUrl} />
        <Owner company={data.company} article={data.articles.owner} />
        {data.municipalities.map((m) => (
          <MunicipalityInscription key={m.name} m={m} />
        ))}
        <Text style={[styles.caption, { marginTop: 16 }]}>
          Recorte e aplique nas laterais da caçamba. Gerado por Caçamba Certa.
        </Text>
      </Page>
    </Document>
  );
}

export function renderDecalPdf(data: DecalData, publicUrl: string): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<DecalDocument data={data} publicUrl={publicUrl} />);
}
