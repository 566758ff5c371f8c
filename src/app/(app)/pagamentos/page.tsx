import { Badge, Stack, Title } from "@mantine/core";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { PAYMENT_LINK_STATUS_LABEL } from "@/features/billing/labels";
import { PaymentLinkForm } from "@/features/billing/payment-link-form";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { formatDate, formatIsoDate, formatMoneyCents } from "@/lib/format";

export const metadata: Metadata = { title: "Pagamentos" };

const status = (s: string) => (
  <Badge variant="light" color={s === "paid" ? "green" : s === "open" ? "orange" : "gray"}>
    {PAYMENT_LINK_STATUS_LABEL[s] ?? s}
  </Badge>
);

async function ClientPayments({
  caller,
}: {
  caller: NonNullable<Awaited<ReturnType<typeof loadViewer>>>["caller"];
}) {
  return (
    <Guarded load={() => caller.billing.paymentLinks.mine()}>
      {(links) =>
        links.length === 0 ? (
          <EmptyState
            title="Nenhuma cobrança"
            next="Quando um transportador enviar um link de pagamento, ele aparece aqui."
          />
        ) : (
          <SimpleTable
            caption="Cobranças recebidas"
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

async function HaulerPayments({
  caller,
}: {
  caller: NonNullable<Awaited<ReturnType<typeof loadViewer>>>["caller"];
}) {
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
            ? "Cobranças dos transportadores pelas locações: pague com cartão, boleto ou Pix."
            : "Cobre a locação de um pedido com um link de pagamento do Stripe; o cliente vê o link no portal."
        }
      />
      {isClient ? <ClientPayments caller={viewer.caller} /> : <HaulerPayments caller={viewer.caller} />}
    </>
  );
}
