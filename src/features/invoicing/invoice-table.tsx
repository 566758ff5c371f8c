import { Badge } from "@mantine/core";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { formatIsoDate, formatMoneyCents } from "@/lib/format";
import { INVOICE_STATUS_COLOR, INVOICE_STATUS_LABEL } from "./labels";

interface Row {
  id: string;
  number: number;
  status: keyof typeof INVOICE_STATUS_LABEL;
  clientName: string;
  haulerName: string;
  totalCents: number;
  paidCents: number;
  dueDate: string;
}

/** The invoices of a hauler (with the client) or of a client (with the hauler). */
export function InvoiceTable({ rows, party }: { rows: Row[]; party: "client" | "hauler" }) {
  return (
    <SimpleTable
      caption="Faturas"
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        { header: "Nº", cell: (r) => String(r.number) },
        {
          header: party === "client" ? "Cliente" : "Transportador",
          cell: (r) => (party === "client" ? r.clientName : r.haulerName),
        },
        { header: "Total", cell: (r) => formatMoneyCents(r.totalCents) },
        { header: "Saldo", cell: (r) => formatMoneyCents(r.totalCents - r.paidCents) },
        { header: "Vencimento", cell: (r) => formatIsoDate(r.dueDate) },
        {
          header: "Situação",
          cell: (r) => (
            <Badge variant="light" color={INVOICE_STATUS_COLOR[r.status]}>
              {INVOICE_STATUS_LABEL[r.status]}
            </Badge>
          ),
        },
        { header: "", cell: (r) => <TextLink href={`/faturas/${r.id}`}>Abrir fatura {r.number}</TextLink> },
      ]}
    />
  );
}
