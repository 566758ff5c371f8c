import { Alert, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/ui/page-header";
import { PdfLink } from "@/components/ui/pdf-link";
import { SimpleTable } from "@/components/ui/simple-table";
import { InvoiceActions } from "@/features/invoicing/invoice-actions";
import {
  INVOICE_STATUS_COLOR,
  INVOICE_STATUS_LABEL,
  PAYMENT_METHOD_LABEL,
} from "@/features/invoicing/labels";
import { PayOnlineButton, RefundForm } from "@/features/invoicing/online-payment";
import { PixPayment } from "@/features/invoicing/pix-payment";
import { UnappliedPayments } from "@/features/invoicing/unapplied-payments";
import { InvoiceNfse } from "@/features/nfse/invoice-nfse";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { formatDate, formatIsoDate, formatMoneyCents } from "@/lib/format";

export const metadata: Metadata = { title: "Fatura" };

const qty = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 3 });

const PAYMENT_NOTICE: Record<string, { color: string; text: string }> = {
  concluido: {
    color: "green",
    text: "Pagamento enviado ao Stripe. A fatura fica paga assim que o Stripe confirmar (boleto pode levar até 3 dias úteis).",
  },
  cancelado: { color: "gray", text: "Pagamento não concluído: nada foi cobrado." },
};

export default async function InvoicePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ pagamento?: string }>;
}) {
  const { id } = await params;
  const notice = PAYMENT_NOTICE[(await searchParams).pagamento ?? ""];
  const viewer = await loadViewer();
  if (!viewer) redirect("/entrar");
  const role = viewer.membership?.role;
  return (
    <Guarded load={() => viewer.caller.invoicing.get({ id })}>
      {(invoice) => {
        const refundable = Math.max(
          0,
          ...invoice.payments.filter((p) => p.viaStripe).map((p) => p.amountCents - p.refundedCents),
        );
        return (
          <>
            <PageHeader
              title={`Fatura nº ${invoice.number}`}
              subtitle={`${invoice.haulerName} para ${invoice.clientName} — vencimento ${formatIsoDate(invoice.dueDate)}`}
            />
            <Stack gap="lg">
              {notice && invoice.status !== "paid" && (
                <Alert color={notice.color} role="status">
                  {notice.text}
                </Alert>
              )}
              {invoice.paymentFailure && (invoice.status === "issued" || invoice.status === "overdue") && (
                <Alert color="orange" role="status">
                  Último pagamento online não aprovado: {invoice.paymentFailure}
                </Alert>
              )}
              <Group>
                <Badge variant="light" color={INVOICE_STATUS_COLOR[invoice.status]} size="lg">
                  {INVOICE_STATUS_LABEL[invoice.status]}
                </Badge>
                <PdfLink href={`/api/faturas/${invoice.id}/pdf`}>Baixar PDF</PdfLink>
              </Group>
              <SimpleTable
                caption="Serviços"
                rows={invoice.lines}
                rowKey={(l) => String(l.position)}
                columns={[
                  { header: "Descrição", cell: (l) => l.description },
                  { header: "Quantidade", cell: (l) => qty(l.quantity) },
                  { header: "Unitário", cell: (l) => formatMoneyCents(l.unitCents) },
                  { header: "Valor", cell: (l) => formatMoneyCents(l.amountCents) },
                ]}
              />
              <Paper withBorder p="md" maw={420}>
                <Text>Subtotal: {formatMoneyCents(invoice.subtotalCents)}</Text>
                {invoice.discountCents > 0 && (
                  <Text>Desconto: {formatMoneyCents(invoice.discountCents)}</Text>
                )}
                <Text fw={700}>Total: {formatMoneyCents(invoice.totalCents)}</Text>
                <Text>Pago: {formatMoneyCents(invoice.paidCents)}</Text>
                {invoice.refundedCents > 0 && (
                  <Text>Estornado: {formatMoneyCents(invoice.refundedCents)}</Text>
                )}
                <Text fw={700} aria-label="Saldo da fatura">
                  Saldo: {formatMoneyCents(invoice.totalCents - invoice.paidCents)}
                </Text>
              </Paper>
              {invoice.payments.length > 0 && (
                <SimpleTable
                  caption="Pagamentos"
                  rows={invoice.payments}
                  rowKey={(p) => p.id}
                  columns={[
                    { header: "Data", cell: (p) => formatDate(p.receivedAt) },
                    { header: "Forma", cell: (p) => PAYMENT_METHOD_LABEL[p.method] ?? p.method },
                    { header: "Valor", cell: (p) => formatMoneyCents(p.amountCents) },
                  ]}
                />
              )}
              {invoice.refunds.length > 0 && (
                <SimpleTable
                  caption="Estornos"
                  rows={invoice.refunds}
                  rowKey={(r) => r.id}
                  columns={[
                    { header: "Data", cell: (r) => formatDate(r.createdAt) },
                    { header: "Valor", cell: (r) => formatMoneyCents(r.amountCents) },
                    { header: "Motivo", cell: (r) => r.reason ?? "—" },
                  ]}
                />
              )}
              {(invoice.status !== "draft" || invoice.nfse.length > 0) && (
                <>
                  <Title order={2} size="h4">
                    NFS-e
                  </Title>
                  <InvoiceNfse
                    invoiceId={invoice.id}
                    invoiceStatus={invoice.status}
                    notes={invoice.nfse}
                    role={role}
                  />
                </>
              )}
              <UnappliedPayments invoiceId={invoice.id} items={invoice.unappliedPayments} viewerRole={role} />
              <PixPayment pix={invoice.pix} number={invoice.number} viewerRole={role} />
              {role === "client" && invoice.payableOnline && <PayOnlineButton id={invoice.id} />}
              {role === "admin" && refundable > 0 && (
                <>
                  <Title order={2} size="h4">
                    Estorno
                  </Title>
                  <RefundForm id={invoice.id} refundableCents={refundable} />
                </>
              )}
              {role !== "client" && (
                <>
                  <Title order={2} size="h4">
                    Ações
                  </Title>
                  <InvoiceActions
                    id={invoice.id}
                    status={invoice.status}
                    balanceCents={invoice.totalCents - invoice.paidCents}
                    canCancel={role === "admin" && !invoice.nfse.some((n) => n.status === "authorised")}
                  />
                </>
              )}
            </Stack>
          </>
        );
      }}
    </Guarded>
  );
}
