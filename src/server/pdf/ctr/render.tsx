import { Document, Page, renderToBuffer, View } from "@react-pdf/renderer";
import type { CtrView } from "@/server/services/ctr/view";
import { registerPdfFonts } from "../fonts";
import {
  Destination,
  Generator,
  HashFooter,
  Header,
  Receipt,
  Signatures,
  Transporter,
  Waste,
} from "./sections";
import { styles } from "./styles";

/** The three copies the standards ask for (NBR 15.112–15.114), one A4 page each. */
export const CTR_VIAS = ["1ª via — Gerador", "2ª via — Transportador", "3ª via — Receptor"] as const;

export function CtrPages({ ctr, checkUrl }: { ctr: CtrView; checkUrl: string }) {
  return (
    <>
      {CTR_VIAS.map((via) => (
        <Page key={via} size="A4" style={styles.page} wrap={false}>
          <Header ctr={ctr} via={via} checkUrl={checkUrl} />
          <View style={styles.row}>
            <View style={styles.half}>
              <Generator ctr={ctr} />
            </View>
            <View style={styles.half}>
              <Transporter ctr={ctr} />
            </View>
          </View>
          <Waste ctr={ctr} />
          <Destination ctr={ctr} />
          <Receipt ctr={ctr} />
          <Signatures ctr={ctr} />
          <HashFooter ctr={ctr} checkUrl={checkUrl} />
        </Page>
      ))}
    </>
  );
}

export function renderCtrPdf(ctr: CtrView, checkUrl: string): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(
    <Document title={`CTR ${ctr.number} — ${ctr.haulerName}`} author="Caçamba Certa" language="pt-BR">
      <CtrPages ctr={ctr} checkUrl={checkUrl} />
    </Document>,
  );
}
