import { Accordion, AccordionControl, AccordionItem, AccordionPanel, Stack, Text } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { gateGrounds } from "@/domain/ctr";
import { CtrCsvExport } from "@/features/ctr/csv-export";
import { CtrTable } from "@/features/ctr/ctr-table";
import { ReceiverGate } from "@/features/ctr/receiver/gate";
import { ReceiverProfileForm } from "@/features/ctr/receiver/profile-form";
import { GateHint } from "@/features/help/screen-hints";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { formatDateTime, formatDecimal, formatPlate } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Receber carga" };

/** Receiver's gate, phone-first: find the CTR, check it, confirm or reject; today's loads below. */
export default async function ReceivePage() {
  const caller = await serverCaller();
  const municipalityId = (await loadViewer())?.membership?.municipalityId ?? null;
  const gate = gateGrounds(municipalityId);
  return (
    <Guarded
      load={async () => ({
        profile: await caller.ctr.receiver.profile(),
        today: await caller.ctr.receiver.today(),
        incoming: await caller.ctr.receiver.list({ statuses: ["issued", "in_transit"] }),
      })}
    >
      {({ profile, today, incoming }) => (
        <Stack>
          <PageHeader
            title="Receber carga"
            subtitle={`Digite o número do CTR ou leia o QR. ${gate}`}
            help={<GateHint municipalityId={municipalityId} />}
          />
          {profile ? (
            <ReceiverGate />
          ) : (
            <EmptyState
              title="Cadastre o perfil do receptor"
              next="Informe o tipo de área, a licença e as classes aceitas: só então os transportadores podem endereçar CTRs a você."
            >
              <ReceiverProfileForm initial={null} municipalityId={municipalityId} />
            </EmptyState>
          )}
          {incoming.length > 0 && (
            <CtrTable
              rows={incoming}
              href={(c) => `/ctrs/${c.id}`}
              show={["hauler"]}
              caption={`A caminho deste receptor (${incoming.length})`}
            />
          )}
          <Text fw={600}>
            Recebidas hoje: {today.loads.length} · {formatDecimal(today.totalT, 3)} t ·{" "}
            {formatDecimal(today.totalM3)} m³
          </Text>
          {today.loads.length === 0 ? (
            <EmptyState
              title="Nenhuma carga recebida hoje"
              next="As cargas confirmadas hoje aparecem aqui."
            />
          ) : (
            <SimpleTable
              caption="Cargas recebidas hoje"
              rows={today.loads}
              rowKey={(l) => l.id}
              columns={[
                { header: "CTR", cell: (l) => <TextLink href={`/ctrs/${l.id}`}>{l.number}</TextLink> },
                {
                  header: "Hora",
                  cell: (l) => (l.receivedAt ? formatDateTime(l.receivedAt, today.timeZone).slice(11) : ""),
                },
                { header: "Transportador", cell: (l) => l.haulerName },
                { header: "Placa", cell: (l) => formatPlate(l.truckPlate) },
                {
                  header: "Peso",
                  cell: (l) =>
                    l.receivedWeightT === null ? "—" : `${formatDecimal(l.receivedWeightT, 3)} t`,
                },
                { header: "Classe", cell: (l) => l.receivedClass ?? "" },
              ]}
            />
          )}
          {profile && (
            <Accordion variant="separated">
              <AccordionItem value="profile">
                <AccordionControl>Perfil do receptor e licença</AccordionControl>
                <AccordionPanel>
                  <ReceiverProfileForm initial={profile} municipalityId={municipalityId} />
                </AccordionPanel>
              </AccordionItem>
              <AccordionItem value="csv">
                <AccordionControl>Exportar CTRs recebidos (CSV)</AccordionControl>
                <AccordionPanel>
                  <CtrCsvExport party="receiver" />
                </AccordionPanel>
              </AccordionItem>
            </Accordion>
          )}
        </Stack>
      )}
    </Guarded>
  );
}
