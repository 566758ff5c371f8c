import { csvDate, csvInstant, writeCsv } from "@/domain/csv/write";
import { AGING_LABEL } from "@/domain/invoicing/aging";
import type { OrgScope } from "@/server/services/context";
import { RECEIVABLES_TIME_ZONE, receivableRows } from "./balances";

export const RECEIVABLES_CSV_FIELDS = [
  "Fatura",
  "Cliente",
  "CPF/CNPJ",
  "Emitida em",
  "Vencimento",
  "Total (R$)",
  "Pago (R$)",
  "Saldo (R$)",
  "Dias em atraso",
  "Faixa",
] as const;

const reais = (cents: number) => cents / 100;

/** Open invoices for the accountant, as the one CSV writer makes files for Excel pt-BR (BOM, `;`, `1234,56`). */
export async function receivablesCsv(scope: OrgScope, now = new Date()): Promise<string> {
  const rows = await receivableRows(scope, now);
  return writeCsv(
    RECEIVABLES_CSV_FIELDS,
    rows.map((r) => [
      r.number,
      r.clientName,
      r.clientTaxId,
      csvInstant(r.issuedAt, RECEIVABLES_TIME_ZONE),
      csvDate(r.dueDate),
      reais(r.totalCents),
      reais(r.paidCents),
      reais(r.balanceCents),
      r.daysLate,
      AGING_LABEL[r.bucket],
    ]),
  );
}
