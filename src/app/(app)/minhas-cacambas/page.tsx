import { Card, Group, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { ORDER_STATES } from "@/domain/lifecycle";
import { DeadlineBadge } from "@/features/dispatch/deadline-badge";
import { StageLabel } from "@/features/lifecycle/stage-label";
import { OrderForm } from "@/features/orders/order-form";
import { ReportFullButton } from "@/features/orders/report-full-button";
import { Guarded } from "@/features/shell/guarded";
import { formatIsoDate, formatMoneyCents } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Minhas caçambas" };
export const dynamic = "force-dynamic";

export default async function MyCacambasPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Minhas caçambas"
        subtitle="Caçambas nas suas obras, com o prazo para retirada, e pedidos."
      />
      <Guarded
        load={() =>
          Promise.all([
            caller.dispatch.placements.mine(),
            caller.dispatch.orders.mine(),
            caller.dispatch.orders.myHaulers(),
            caller.sites.list(),
          ])
        }
      >
        {([placements, orders, haulers, sites]) => (
          <Stack gap="xl">
            {placements.length === 0 ? (
              <EmptyState title="Nenhuma caçamba na sua obra" next="Peça uma caçamba no formulário abaixo." />
            ) : (
              placements.map((p) => (
                <Card key={p.id} id={`colocacao-${p.id}`} withBorder>
                  <Stack gap="xs">
                    <Text fw={600}>
                      {p.siteName} — {p.haulerName}
                    </Text>
                    <Text size="sm">{p.siteAddress}</Text>
                    {p.status === "placed" ? (
                      <Group justify="space-between" align="flex-start">
                        <DeadlineBadge
                          status={p.deadlineStatus}
                          deadline={p.deadline}
                          article={p.deadlineArticle}
                          municipalityId={p.municipalityId}
                        />
                        <ReportFullButton placementId={p.id} reported={p.fullAt !== null} site={p.siteName} />
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        Entrega agendada.
                      </Text>
                    )}
                  </Stack>
                </Card>
              ))
            )}
            <Title order={2} size="h4">
              Pedir caçamba
            </Title>
            {haulers.length === 0 || sites.length === 0 ? (
              <EmptyState
                title={haulers.length === 0 ? "Nenhuma empresa atende você ainda" : "Cadastre sua obra"}
                next={
                  haulers.length === 0
                    ? "Peça à empresa de caçambas que cadastre você como cliente; depois é só pedir aqui."
                    : "Cadastre a obra em Obras para pedir uma caçamba."
                }
              />
            ) : (
              <OrderForm haulers={haulers} sites={sites} />
            )}
            {orders.length > 0 && (
              <SimpleTable
                caption="Seus pedidos"
                rows={orders}
                rowKey={(o) => o.id}
                columns={[
                  { header: "Obra", cell: (o) => o.siteName },
                  { header: "Empresa", cell: (o) => o.haulerName },
                  { header: "Tamanho", cell: (o) => `${String(o.sizeM3).replace(".", ",")} m³` },
                  { header: "A partir de", cell: (o) => formatIsoDate(o.desiredFrom) },
                  {
                    header: "Preço",
                    cell: (o) => (o.quotedCents === null ? "a combinar" : formatMoneyCents(o.quotedCents)),
                  },
                  { header: "Situação", cell: (o) => <StageLabel {...ORDER_STATES[o.stage]} /> },
                ]}
              />
            )}
          </Stack>
        )}
      </Guarded>
    </>
  );
}
