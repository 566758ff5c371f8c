import { Paper, Stack, Title } from "@mantine/core";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { InvoiceTable } from "@/features/invoicing/invoice-table";
import { MonthlyInvoiceForm } from "@/features/invoicing/monthly-invoice-form";
import { OrderInvoiceForm } from "@/features/invoicing/order-invoice-form";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { formatIsoDate, formatMoneyCents } from "@/lib/format";

export const metadata: Metadata = { title: "Faturas" };

type Caller = NonNullable<Awaited<ReturnType<typeof loadViewer>>>["caller"];

function ClientInvoices({ caller }: { caller: Caller }) {
  return (
    <Guarded load={() => caller.invoicing.mine()}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState
            title="Nenhuma fatura"
            next="Quando uma empresa de caçambas emitir uma fatura, ela aparece aqui."
          />
        ) : (
          <InvoiceTable rows={rows} party="hauler" />
        )
      }
    </Guarded>
  );
}

function HaulerInvoices({ caller }: { caller: Caller }) {
  return (
    <Guarded
      load={() =>
        Promise.all([caller.invoicing.list(), caller.dispatch.orders.list(), caller.clients.list()])
      }
    >
      {([rows, orders, clients]) => {
        const priced = orders
          .filter((o) => o.status !== "cancelled" && o.quotedCents !== null)
          .map((o) => ({
            id: o.id,
            label: `${o.generatorName} — ${o.siteName} — ${formatIsoDate(o.desiredFrom)} — ${formatMoneyCents(o.quotedCents ?? 0)}`,
          }));
        return (
          <Stack gap="xl">
            {rows.length === 0 ? (
              <EmptyState
                title="Nenhuma fatura"
                next="Fature um pedido abaixo, ou o mês de um cliente com contrato."
              />
            ) : (
              <InvoiceTable rows={rows} party="client" />
            )}
            <Stack gap="xs">
              <Title order={2} size="h4">
                Faturar pedido
              </Title>
              {priced.length === 0 ? (
                <EmptyState
                  title="Nenhum pedido com preço"
                  next="Pedidos feitos com preço da tabela (em Preços) podem ser faturados aqui."
                />
              ) : (
                <Paper withBorder p="md">
                  <OrderInvoiceForm orders={priced} />
                </Paper>
              )}
            </Stack>
            {clients.length > 0 && (
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Fatura mensal (clientes com contrato)
                </Title>
                <Paper withBorder p="md">
                  <MonthlyInvoiceForm
                    clients={clients.map((c) => ({ id: c.generatorOrgId, name: c.legalName }))}
                  />
                </Paper>
              </Stack>
            )}
          </Stack>
        );
      }}
    </Guarded>
  );
}

export default async function InvoicesPage() {
  const viewer = await loadViewer();
  if (!viewer) redirect("/entrar");
  const isClient = viewer.membership?.role === "client";
  return (
    <>
      <PageHeader
        title="Faturas"
        subtitle={
          isClient
            ? "Faturas das empresas de caçambas: valores, vencimento e o PDF de cada uma."
            : "Faturas calculadas do que aconteceu em cada pedido: dias extras, peso medido no receptor e serviços."
        }
      />
      {isClient ? <ClientInvoices caller={viewer.caller} /> : <HaulerInvoices caller={viewer.caller} />}
    </>
  );
}
