import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { Guarded } from "@/features/shell/guarded";
import { formatCacambaNumber, formatDateTime } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Vistorias" };
export const dynamic = "force-dynamic";

export default async function InspectionsPage() {
  const caller = await serverCaller();
  return (
    <Guarded
      load={async () => ({ rows: await caller.city.inspections.list(), home: await caller.city.home() })}
    >
      {({ rows, home }) => (
        <Stack>
          <PageHeader
            title="Vistorias"
            subtitle="Vistorias de caçambas com a lista de verificação da lei do município."
          />
          <CityNavLinks />
          <TextLink href="/fiscalizacao/vistorias/nova">Nova vistoria pelo código do QR</TextLink>
          {rows.length === 0 ? (
            <EmptyState
              title="Nenhuma vistoria ainda"
              next="Escolha uma caçamba na rua (Início ou Mapa) e clique em Vistoriar."
            />
          ) : (
            <SimpleTable
              rows={rows}
              rowKey={(r) => r.id}
              caption={`Vistorias (${rows.length})`}
              columns={[
                {
                  header: "Data",
                  cell: (r) => (
                    <TextLink href={`/fiscalizacao/vistorias/${r.id}`}>
                      {formatDateTime(r.inspectedAt, home.municipality.timeZone)}
                    </TextLink>
                  ),
                },
                { header: "Transportador", cell: (r) => r.haulerName },
                {
                  header: "Caçamba",
                  cell: (r) => (r.cacambaNumber === null ? "—" : formatCacambaNumber(r.cacambaNumber)),
                },
                { header: "Endereço", cell: (r) => r.address },
                {
                  header: "Não conformidades",
                  cell: (r) => String(r.checklist.filter((c) => c.answer === "nonconforming").length),
                },
                { header: "Fiscal", cell: (r) => r.inspectorName },
              ]}
            />
          )}
        </Stack>
      )}
    </Guarded>
  );
}
