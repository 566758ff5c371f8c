import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { PAYMENT_LINK_STATUS_LABEL } from "@/features/billing/labels";
import { PaymentLinkForm } from "@/features/billing/payment-link-form";
import { INVOICE_STATUS_COLOR, INVOICE_STATUS_LABEL } from "@/features/invoicing/labels";
import { PixPayment } from "@/features/invoicing/pix-payment";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { formatDate, formatIsoDate, formatMoneyCents } from "@/lib/format";

export const metadata: Metadata = { title: "Pagamentos" };

const status = (s: string) => (
  <Badge variant="light" color={s === "paid" ? "green" : s === "open" ? "orange" : "gray"}>
    {PAYMENT_LINK_STATUS_LABEL[s] ?? s}
  </Badge>
);

type Caller = NonNullable<Awaited<ReturnType<typeof loadViewer>>>["caller"];

/** The client's open invoices, each with how to pay it (Pix; online too when the hauler takes it). */
async function ClientInvoices({ caller }: { caller: Caller }) {
  return (
    <Guarded load={() => caller.invoicing.payable()}>
      {(invoices) => (
        <Stack gap="sm">
          <Title order={2} size="h4">
            Faturas em aberto
          </Title>
          {invoices.length === 0 ? (
            <EmptyState
              title="Nenhuma fatura em aberto"
              next="Quando um transportador emitir uma fatura para você, ela aparece aqui com o Pix para pagar."
            />
          ) : (
            invoices.map((i) => (
              <Paper key={i.id} withBorder p="md">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap">
                    <Text fw={700}>
                      Fatura nº {i.number} — {i.haulerName}
                    </Text>
                    <Badge variant="light" color={INVOICE_STATUS_COLOR[i.status]}>
                      {INVOICE_STATUS_LABEL[i.status]}
                    </Badge>
                  </Group>
                  <Text>
                    Saldo {formatMoneyCents(i.balanceCents)} — vencimento {formatIsoDate(i.dueDate)}
                  </Text>
                  <TextLink href={`/faturas/${i.id}`}>Abrir fatura nº {i.number}</TextLink>
                  <PixPayment pix={i.pix} number={i.number} viewerRole="client" />
                </Stack>
              </Paper>
            ))
          )}
        </Stack>
      )}
    </Guarded>
  );
}

/** Stripe payment links a hauler sent for an order (shown only when there are some). */
async function ClientPaymentLinks({ caller }: { caller: Caller }) {
  return (
    <Guarded load={() => caller.billing.paymentLinks.mine()}>
      {(links) =>
        links.length === 0 ? null : (
          <SimpleTable
            caption="Links de pagamento recebidos"
            rows={links}
            rowKey={(l) => l.id}
            columns={[
              { header: "Transportador", cell: (l) => l.haulerName },
              { header: "Descrição", cell: (l) => l.description },
              { header: "Valor", cell: (l) => formatMoneyCents(l.amountCents) },
              { header: "Situação", cell: (l) => status(l.status) },
              {
                header: "",
                cell: (l) =>
                  l.status === "open" ? (
                    <TextLink href={l.url}>Pagar</TextLink>
                  ) : l.paidAt ? (
                    `paga em ${formatDate(l.paidAt)}`
                  ) : null,
              },
            ]}
          />
        )
      }
    </Guarded>
  );
}

async function HaulerPayments({ caller }: { caller: Caller }) {
  return (
    <Guarded
      load={async () => ({
        links: await caller.billing.paymentLinks.list(),
        orders: await caller.dispatch.orders.list(),
      })}
    >
      {({ links, orders }) => {
        const charged = new Set(links.filter((l) => l.status !== "canceled").map((l) => l.orderId));
        const chargeable = orders
          .filter((o) => o.status !== "cancelled" && !charged.has(o.id))
          .map((o) => ({
            id: o.id,
            label: `${o.generatorName} — ${o.siteName} — ${o.sizeM3.toLocaleString("pt-BR")} m³ — ${formatIsoDate(o.desiredFrom)}`,
          }));
        return (
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={2} size="h4">
                Cobrar um pedido
              </Title>
              {chargeable.length === 0 ? (
                <EmptyState
                  title="Nenhum pedido a cobrar"
                  next="Pedidos em aberto, agendados ou concluídos sem link aparecem aqui."
                />
              ) : (
                <PaymentLinkForm orders={chargeable} />
              )}
            </Stack>
            <SimpleTable
              caption="Links de pagamento"
              rows={links}
              rowKey={(l) => l.id}
              columns={[
                { header: "Cliente", cell: (l) => l.clientName ?? "—" },
                { header: "Descrição", cell: (l) => l.description },
                { header: "Valor", cell: (l) => formatMoneyCents(l.amountCents) },
                { header: "Situação", cell: (l) => status(l.status) },
                { header: "Link", cell: (l) => <TextLink href={l.url}>abrir</TextLink> },
              ]}
            />
          </Stack>
        );
      }}
    </Guarded>
  );
}

export default async function PaymentsPage() {
  const viewer = await loadViewer();
  if (!viewer) redirect("/entrar");
  const isClient = viewer.membership?.role === "client";
  return (
    <>
      <PageHeader
        title="Pagamentos"
        subtitle={
          isClient
            ? "Faturas dos transportadores com saldo a pagar: pague com o QR code ou o “Pix copia e cola” de cada uma; quando o transportador recebe online, a fatura também oferece cartão e boleto."
            : "Cobre a locação de um pedido com um link de pagamento do Stripe; o cliente vê o link no portal."
        }
      />
      {isClient ? (
        <Stack gap="xl">
          <ClientInvoices caller={viewer.caller} />
          <ClientPaymentLinks caller={viewer.caller} />
        </Stack>
      ) : (
        <HaulerPayments caller={viewer.caller} />
      )}
    </>
  );
}
