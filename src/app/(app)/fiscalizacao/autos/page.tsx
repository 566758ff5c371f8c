import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { CitationStatusBadge } from "@/features/city/citation-status-badge";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { Guarded } from "@/features/shell/guarded";
import { formatDateTime, formatMoneyCents } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Autos de infração" };
export const dynamic = "force-dynamic";

export default async function CitationsPage() {
  const caller = await serverCaller();
  return (
    <Guarded
      load={async () => ({ rows: await caller.city.citations.list(), home: await caller.city.home() })}
    >
      {({ rows, home }) => (
        <Stack>
          <PageHeader
            title="Autos de infração"
            subtitle="Autos lavrados pela fiscalização, com defesa, decisão e pagamento."
          />
          <CityNavLinks />
          <TextLink href="/fiscalizacao/autos/novo">Lavrar auto sem vistoria</TextLink>
          {rows.length === 0 ? (
            <EmptyState
              title="Nenhum auto lavrado"
              next="Vistorie uma caçamba; as não conformidades viram um auto de infração."
            />
          ) : (
            <SimpleTable
              rows={rows}
              rowKey={(r) => r.id}
              caption={`Autos (${rows.length})`}
              columns={[
                {
                  header: "Nº",
                  cell: (r) => <TextLink href={`/fiscalizacao/autos/${r.id}`}>{r.number}</TextLink>,
                },
                { header: "Situação", cell: (r) => <CitationStatusBadge status={r.status} /> },
                { header: "Emitido em", cell: (r) => formatDateTime(r.issuedAt, home.municipality.timeZone) },
                { header: "Autuado", cell: (r) => r.offenderName },
                { header: "Artigo", cell: (r) => r.article },
                {
                  header: "Multa",
                  cell: (r) => (r.amountCents === null ? "—" : formatMoneyCents(r.amountCents)),
                },
                {
                  header: "Defesa até",
                  cell: (r) =>
                    r.defenceDueAt ? formatDateTime(r.defenceDueAt, home.municipality.timeZone) : "—",
                },
              ]}
            />
          )}
        </Stack>
      )}
    </Guarded>
  );
}
