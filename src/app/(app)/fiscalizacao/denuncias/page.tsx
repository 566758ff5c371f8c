import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { Guarded } from "@/features/shell/guarded";
import { formatCacambaNumber, formatCoordinates, formatDateTime } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Denúncias de cidadãos" };
export const dynamic = "force-dynamic";

export default async function CityReportsPage() {
  const caller = await serverCaller();
  return (
    <Guarded load={async () => ({ rows: await caller.city.reports.list(), home: await caller.city.home() })}>
      {({ rows, home }) => (
        <Stack>
          <PageHeader
            title="Denúncias de cidadãos"
            subtitle="Enviadas pela página pública de cada caçamba (o QR colado nela)."
          />
          <CityNavLinks />
          {rows.length === 0 ? (
            <EmptyState
              title="Nenhuma denúncia"
              next="Denúncias sobre caçambas no município aparecem aqui e chegam por e-mail."
            />
          ) : (
            <SimpleTable
              rows={rows}
              rowKey={(r) => r.id}
              caption={`Denúncias (${rows.length})`}
              columns={[
                {
                  header: "Recebida em",
                  cell: (r) => formatDateTime(r.createdAt, home.municipality.timeZone),
                },
                { header: "Transportador", cell: (r) => r.haulerName },
                { header: "Caçamba", cell: (r) => formatCacambaNumber(r.cacambaNumber) },
                { header: "Relato", cell: (r) => r.text },
                {
                  header: "Local",
                  cell: (r) => (r.lat !== null && r.lon !== null ? formatCoordinates(r.lat, r.lon) : "—"),
                },
                { header: "Contato", cell: (r) => r.contact ?? "—" },
                {
                  header: "Foto",
                  cell: (r) =>
                    r.photoType ? <a href={`/api/city/denuncias/${r.id}/foto`}>ver foto</a> : "—",
                },
              ]}
            />
          )}
        </Stack>
      )}
    </Guarded>
  );
}
