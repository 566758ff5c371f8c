import { Button, Group, Stack, Text } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink } from "@/components/ui/text-link";
import { CtrCsvExport } from "@/features/ctr/csv-export";
import { CtrTable } from "@/features/ctr/ctr-table";
import { CtrJobDisagreements } from "@/features/ctr/job-disagreements";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import type { CtrDisagreement } from "@/server/services/ctr/job-facts";

export const metadata: Metadata = { title: "CTRs" };

/** Hauler: CTRs issued, with the overdue ones first; city auditor: CTRs from the municipality. */
export default async function CtrsPage() {
  const viewer = await loadViewer();
  const role = viewer?.membership?.role;
  if (!viewer || !role) return <EmptyState title="Sem organização" next="Entre numa organização ativa." />;
  if (role === "auditor") {
    const [overdue, rows] = await Promise.all([
      viewer.caller.ctr.city.list({ overdueOnly: true }),
      viewer.caller.ctr.city.list({ limit: 200 }),
    ]);
    return (
      <Stack>
        <PageHeader
          title="CTRs do município"
          subtitle="Controles de transporte das obras do município; os sem recebimento vêm destacados."
        />
        <CtrCsvExport party="city" />
        {overdue.length > 0 && (
          <CtrTable
            rows={overdue}
            show={["hauler", "receiver"]}
            caption={`Sem recebimento (${overdue.length})`}
          />
        )}
        {rows.length === 0 ? (
          <EmptyState
            title="Nenhum CTR ainda"
            next="Os CTRs emitidos para obras do município aparecem aqui."
          />
        ) : (
          <CtrTable rows={rows} show={["hauler", "generator", "receiver"]} caption="Últimos CTRs" />
        )}
      </Stack>
    );
  }
  return (
    <Guarded
      load={() =>
        Promise.all([
          viewer.caller.ctr.hauler.list({ limit: 200 }),
          viewer.caller.ctr.hauler.settings(),
          viewer.caller.ctr.hauler.disagreements(),
        ])
      }
    >
      {([rows, settings, disagreements]) => (
        <HaulerCtrs
          rows={rows}
          disagreements={disagreements}
          days={settings.receiptOverdueDays ?? settings.defaultDays}
          isAdmin={role === "admin"}
        />
      )}
    </Guarded>
  );
}

type HaulerRows = Awaited<
  ReturnType<NonNullable<Awaited<ReturnType<typeof loadViewer>>>["caller"]["ctr"]["hauler"]["list"]>
>;

function HaulerCtrs({
  rows,
  disagreements,
  days,
  isAdmin,
}: {
  rows: HaulerRows;
  disagreements: CtrDisagreement[];
  days: number;
  isAdmin: boolean;
}) {
  const overdue = rows.filter((r) => r.overdue);
  return (
    <Stack>
      <PageHeader
        title="CTRs"
        subtitle="Nenhuma caçamba cheia sai da obra sem CTR. Emita, imprima as três vias e acompanhe o recebimento."
      />
      <Group justify="space-between" align="flex-end">
        <Button component="a" href="/ctrs/novo" size="md">
          Emitir CTR
        </Button>
        <CtrCsvExport party="hauler" />
      </Group>
      <Text size="sm" c="dimmed">
        Destacados quando sem recebimento após {days} {days === 1 ? "dia" : "dias"} da emissão.{" "}
        {isAdmin && <TextLink href="/ctrs/configuracoes">Alterar o prazo</TextLink>}
      </Text>
      <CtrJobDisagreements rows={disagreements} />
      {overdue.length > 0 && (
        <CtrTable
          rows={overdue}
          href={(c) => `/ctrs/${c.id}`}
          show={["receiver"]}
          caption={`Sem recebimento no prazo (${overdue.length})`}
        />
      )}
      {rows.length === 0 ? (
        <EmptyState title="Nenhum CTR emitido" next="Emita o primeiro CTR ao retirar uma caçamba cheia.">
          <TextLink href="/ctrs/novo">Emitir CTR</TextLink>
        </EmptyState>
      ) : (
        <CtrTable
          rows={rows}
          href={(c) => `/ctrs/${c.id}`}
          show={["generator", "receiver"]}
          caption="CTRs emitidos"
        />
      )}
    </Stack>
  );
}
