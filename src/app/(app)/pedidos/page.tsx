import { Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { ORDER_STATES } from "@/domain/lifecycle";
import { StageLabel } from "@/features/lifecycle/stage-label";
import { StageLegend } from "@/features/lifecycle/stage-legend";
import { OrderActions } from "@/features/orders/order-actions";
import { PhoneOrderForm } from "@/features/orders/phone-order-form";
import { Guarded } from "@/features/shell/guarded";
import { addressIn, formatIsoDate, formatMoneyCents } from "@/lib/format";
import { municipalityLabel } from "@/lib/municipalities";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Pedidos" };
export const dynamic = "force-dynamic";

const WASTE = { rcc: "entulho (RCC)", bulky: "volumosos" };
const CHANNEL = { client_portal: "portal do cliente", phone: "telefone" };

export default async function OrdersPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Pedidos"
        subtitle="Pedidos dos clientes (pelo portal ou por telefone): planeje a colocação ou cancele."
      />
      <Guarded load={() => Promise.all([caller.dispatch.orders.list(), caller.clients.list()])}>
        {([orders, clients]) => (
          <Stack gap="xl">
            {orders.length === 0 ? (
              <EmptyState
                title="Nenhum pedido"
                next="Os pedidos feitos pelos clientes no portal aparecem aqui; registre abaixo os recebidos por telefone."
              />
            ) : (
              <SimpleTable
                caption="Pedidos pela data desejada"
                rows={orders}
                rowKey={(o) => o.id}
                columns={[
                  {
                    header: "Cliente e obra",
                    cell: (o) => (
                      <Stack gap={0}>
                        <Text size="sm" fw={600}>
                          {o.generatorName}
                        </Text>
                        <Text size="sm">
                          {o.siteName} — {addressIn(o.siteAddress, municipalityLabel(o.municipalityId))}
                        </Text>
                      </Stack>
                    ),
                  },
                  {
                    header: "Caçamba",
                    cell: (o) => `${String(o.sizeM3).replace(".", ",")} m³, ${WASTE[o.wasteKind]}`,
                  },
                  {
                    header: "A partir de",
                    cell: (o) =>
                      o.desiredUntil
                        ? `${formatIsoDate(o.desiredFrom)} a ${formatIsoDate(o.desiredUntil)}`
                        : formatIsoDate(o.desiredFrom),
                  },
                  {
                    header: "Preço",
                    cell: (o) => (o.quotedCents === null ? "a combinar" : formatMoneyCents(o.quotedCents)),
                  },
                  { header: "Canal", cell: (o) => CHANNEL[o.channel] },
                  {
                    header: "Situação",
                    cell: (o) => (
                      <Stack gap={0} data-order-stage={o.id} tabIndex={-1}>
                        <StageLabel {...ORDER_STATES[o.stage]} />
                        {o.notes && (
                          <Text size="xs" c="dimmed">
                            {o.notes}
                          </Text>
                        )}
                      </Stack>
                    ),
                  },
                  {
                    header: "Ações",
                    cell: (o) => (
                      <OrderActions orderId={o.id} placementId={o.placementId} actions={o.actions} />
                    ),
                  },
                ]}
              />
            )}
            <StageLegend title="O que cada situação quer dizer" states={ORDER_STATES} />
            <Title order={2} size="h4">
              Pedido por telefone
            </Title>
            {clients.length === 0 ? (
              <EmptyState
                title="Nenhum cliente cadastrado"
                next="Cadastre o cliente em Clientes e volte aqui para registrar o pedido."
              />
            ) : (
              <PhoneOrderForm clients={clients} />
            )}
          </Stack>
        )}
      </Guarded>
    </>
  );
}
