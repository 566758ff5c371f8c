import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import { INVOICE_STATUS_LABEL } from "@/domain/invoicing/status";
import { formatIsoDate, formatMoneyCents, formatTaxId } from "@/lib/format";
import type { InvoiceView } from "@/server/services/invoicing/read";
import { styles } from "../ctr/styles";
import { registerPdfFonts } from "../fonts";
import { PixSection } from "./pix";

const qty = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 3 });

function Party({ title, name, taxId }: { title: string; name: string; taxId: string }) {
  return (
    <View style={[styles.box, styles.half]}>
      <Text style={styles.boxTitle}>{title}</Text>
      <Text>{name}</Text>
      <Text style={styles.label}>{formatTaxId(taxId)}</Text>
    </View>
  );
}

function Lines({ invoice }: { invoice: InvoiceView }) {
  return (
    <View style={styles.box}>
      <Text style={styles.boxTitle}>Serviços</Text>
      {invoice.lines.map((l) => (
        <View key={l.position} style={[styles.row, { marginTop: 3 }]}>
          <Text style={{ width: 330 }}>{l.description}</Text>
          <Text style={{ width: 50, textAlign: "right" }}>{qty(l.quantity)}</Text>
          <Text style={{ width: 70, textAlign: "right" }}>{formatMoneyCents(l.unitCents)}</Text>
          <Text style={{ width: 70, textAlign: "right" }}>{formatMoneyCents(l.amountCents)}</Text>
        </View>
      ))}
    </View>
  );
}

function Totals({ invoice }: { invoice: InvoiceView }) {
  const row = (label: string, value: string, bold = false) => (
    <View style={[styles.row, { justifyContent: "flex-end", marginTop: 2 }]}>
      <Text style={[styles.label, { width: 200, textAlign: "right" }]}>{label}</Text>
      <Text style={{ width: 90, textAlign: "right", fontWeight: bold ? "bold" : "normal" }}>{value}</Text>
    </View>
  );
  return (
    <View style={styles.box}>
      {row("Subtotal", formatMoneyCents(invoice.subtotalCents))}
      {invoice.discountCents > 0 && row("Desconto", `− ${formatMoneyCents(invoice.discountCents)}`)}
      {row("Total", formatMoneyCents(invoice.totalCents), true)}
      {invoice.paidCents > 0 && row("Pago", formatMoneyCents(invoice.paidCents))}
      {row("Saldo", formatMoneyCents(invoice.totalCents - invoice.paidCents), true)}
    </View>
  );
}

/** Fatura of a hauler to its client: parties, lines computed from the order, totals, due date, status. */
export function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  return (
    <Document title={`Fatura nº ${invoice.number}`} author="Caçamba Certa" language="pt-BR">
      <Page size="A4" style={[styles.page, { fontSize: 9.5 }]}>
        <Text style={styles.title}>FATURA DE LOCAÇÃO DE CAÇAMBAS</Text>
        <Text style={styles.number}>Fatura nº {invoice.number}</Text>
        <Text style={styles.caption}>
          Situação: {INVOICE_STATUS_LABEL[invoice.status]} — vencimento {formatIsoDate(invoice.dueDate)}
          {invoice.periodFrom && invoice.periodUntil
            ? ` — período ${formatIsoDate(invoice.periodFrom)} a ${formatIsoDate(invoice.periodUntil)}`
            : ""}
        </Text>
        <View style={styles.row}>
          <Party title="Transportador" name={invoice.haulerName} taxId={invoice.haulerTaxId} />
          <Party title="Cliente" name={invoice.clientName} taxId={invoice.clientTaxId} />
        </View>
        <Lines invoice={invoice} />
        <Totals invoice={invoice} />
        <PixSection pix={invoice.pix} />
        {invoice.notes && <Text style={{ marginTop: 6 }}>{invoice.notes}</Text>}
        <Text style={[styles.caption, { marginTop: 8 }]}>
          Documento de cobrança; não substitui a nota fiscal de serviço, quando exigida pelo município.
        </Text>
      </Page>
    </Document>
  );
}

export function renderInvoicePdf(invoice: InvoiceView): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<InvoiceDocument invoice={invoice} />);
}
