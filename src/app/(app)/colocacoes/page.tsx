import { Stack, Title } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { PLACEMENT_STATES } from "@/domain/lifecycle";
import { PlacementsLiveMap } from "@/features/dispatch/placements-live-map";
import { PlacementsTable } from "@/features/dispatch/placements-table";
import { StageLegend } from "@/features/lifecycle/stage-legend";
import { Guarded } from "@/features/shell/guarded";
import { formatDateTime } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Colocações" };
export const dynamic = "force-dynamic";

export default async function PlacementsPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Colocações"
        subtitle="Caçambas na rua e planejadas, com o prazo de retirada contado pela lei do município."
      />
      <Guarded
        load={() => Promise.all([caller.dispatch.placements.list(), caller.dispatch.placements.reminders()])}
      >
        {([rows, reminders]) => (
          <Stack gap="xl">
            {rows.length === 0 ? (
              <EmptyState
                title="Nenhuma caçamba na rua"
                next="Planeje uma colocação a partir de um pedido e agende a entrega no despacho."
              />
            ) : (
              <>
                <PlacementsLiveMap rows={rows} />
                <PlacementsTable rows={rows} caption="Ordenadas pelo prazo: as vencidas primeiro." />
                <StageLegend title="O que cada situação quer dizer" states={PLACEMENT_STATES} />
              </>
            )}
            <Title order={2} size="h4">
              Avisos de prazo enviados
            </Title>
            {reminders.length === 0 ? (
              <EmptyState
                title="Nenhum aviso ainda"
                next="Um dia antes do prazo, no dia e quando ele vence, o sistema avisa a equipe e o cliente por e-mail, WhatsApp ou SMS, como cada um escolheu em Minha conta → Avisos."
              />
            ) : (
              <SimpleTable
                caption="Cada pessoa recebe pelos canais que escolheu; WhatsApp e SMS esperam o fim do horário de silêncio."
                rows={reminders}
                rowKey={(r) => r.id}
                columns={[
                  { header: "Obra", cell: (r) => r.siteName },
                  {
                    header: "Aviso",
                    cell: (r) =>
                      r.kind === "overdue"
                        ? "prazo vencido"
                        : r.kind === "due_today"
                          ? "vence hoje"
                          : "vence amanhã",
                  },
                  { header: "Prazo", cell: (r) => formatDateTime(r.deadline) },
                  { header: "Enviado em", cell: (r) => (r.sentAt ? formatDateTime(r.sentAt) : "") },
                ]}
              />
            )}
          </Stack>
        )}
      </Guarded>
    </>
  );
}
