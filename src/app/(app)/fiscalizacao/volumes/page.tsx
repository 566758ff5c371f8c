import { Paper, SimpleGrid, Stack } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { ctrGrounds } from "@/domain/ctr";
import { BarChart } from "@/features/city/bar-chart";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { ReadFreshness } from "@/features/city/read-freshness";
import { Guarded } from "@/features/shell/guarded";
import { formatDateTime, formatDecimal } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Volumes e CTRs" };
export const dynamic = "force-dynamic";

function monthLabel(ym: string) {
  const [y, m] = ym.split("-");
  return `${m}/${y}`;
}

/** CTRs of the municipality without receipt after N days, and received volumes by class, receiver and month. */
export default async function VolumesPage() {
  const caller = await serverCaller();
  return (
    <Guarded
      load={async () => ({
        ctrs: await caller.city.ctrsWithoutReceipt(),
        volumes: await caller.city.volumes({ months: 12 }),
        home: await caller.city.home(),
      })}
    >
      {({ ctrs, volumes, home }) => (
        <Stack>
          <PageHeader
            title="CTRs e volumes"
            subtitle={`CTRs de obras do município (${ctrGrounds("keptAtWorks", home.municipality.id)}) e o que chegou aos receptores nos últimos 12 meses.`}
          />
          <CityNavLinks />
          <ReadFreshness freshness={ctrs.freshness} />
          {ctrs.rows.length === 0 ? (
            <EmptyState
              title={`Nenhum CTR sem recebimento há mais de ${ctrs.days} dias`}
              next="Mude o número de dias em Configuração."
            />
          ) : (
            <SimpleTable
              rows={ctrs.rows}
              rowKey={(r) => r.id}
              caption={`CTRs sem recebimento há mais de ${ctrs.days} dias (${ctrs.rows.length})`}
              columns={[
                { header: "CTR", cell: (r) => r.number },
                { header: "Emitido em", cell: (r) => formatDateTime(r.issuedAt, home.municipality.timeZone) },
                { header: "Dias", cell: (r) => String(r.daysWithoutReceipt) },
                { header: "Transportador", cell: (r) => r.haulerName },
                { header: "Receptor", cell: (r) => r.receiverName },
                { header: "Origem", cell: (r) => r.originAddress },
                { header: "Volume", cell: (r) => `${formatDecimal(r.volumeM3)} m³ (classe ${r.wasteClass})` },
              ]}
            />
          )}
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Paper withBorder p="md">
              <BarChart title="Por classe (CONAMA 307)" rows={volumes.byClass} label={(k) => `Classe ${k}`} />
            </Paper>
            <Paper withBorder p="md">
              <BarChart title="Por receptor" rows={volumes.byReceiver} />
            </Paper>
            <Paper withBorder p="md">
              <BarChart title="Por mês" rows={volumes.byMonth} label={monthLabel} />
            </Paper>
          </SimpleGrid>
        </Stack>
      )}
    </Guarded>
  );
}
