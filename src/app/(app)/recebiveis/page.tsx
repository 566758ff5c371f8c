import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { AGING_BUCKETS, AGING_LABEL } from "@/domain/invoicing/aging";
import { Guarded } from "@/features/shell/guarded";
import { formatIsoDate, formatMoneyCents } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Contas a receber" };

export default async function ReceivablesPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Contas a receber"
        subtitle="Saldo das faturas emitidas por cliente e por atraso; lembretes vão por e-mail 3 dias antes e depois do vencimento."
      />
      <Guarded load={() => caller.receivables.summary()}>
        {({ today, total, clients }) => (
          <Stack gap="lg">
            <Group justify="space-between">
              <Text size="sm">Posição em {formatIsoDate(today)}</Text>
              <Group gap="md">
                <TextLink href="/recebiveis/extrato">Importar extrato bancário (OFX)</TextLink>
                <Anchor href="/api/recebiveis/csv">Baixar CSV para o contador</Anchor>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
              <Paper withBorder p="sm" aria-label="Total a receber">
                <Text size="sm">Total a receber</Text>
                <Text fw={700}>{formatMoneyCents(total.totalCents)}</Text>
              </Paper>
              {AGING_BUCKETS.map((b) => (
                <Paper key={b} withBorder p="sm">
                  <Text size="sm">{AGING_LABEL[b]}</Text>
                  <Text fw={700}>{formatMoneyCents(total[b])}</Text>
                </Paper>
              ))}
            </SimpleGrid>
            {clients.length === 0 ? (
              <EmptyState
                title="Nada a receber"
                next="Faturas emitidas e não pagas aparecem aqui, por cliente."
              />
            ) : (
              <SimpleTable
                caption="Saldo por cliente"
                rows={clients}
                rowKey={(c) => c.clientOrgId}
                columns={[
                  { header: "Cliente", cell: (c) => c.clientName },
                  { header: "Faturas", cell: (c) => String(c.invoices) },
                  ...AGING_BUCKETS.map((b) => ({
                    header: AGING_LABEL[b],
                    cell: (c: (typeof clients)[number]) => formatMoneyCents(c[b]),
                  })),
                  { header: "Saldo", cell: (c) => formatMoneyCents(c.totalCents) },
                ]}
              />
            )}
          </Stack>
        )}
      </Guarded>
    </>
  );
}
