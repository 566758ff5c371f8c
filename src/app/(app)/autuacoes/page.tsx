import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { CitationStatusBadge } from "@/features/city/citation-status-badge";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { formatCacambaNumber, formatCoordinates, formatDateTime, formatMoneyCents } from "@/lib/format";

export const metadata: Metadata = { title: "Autuações" };
export const dynamic = "force-dynamic";

/** Hauler (or receiver): the citations it received, with deadlines, and the citizen reports on its caçambas. */
export default async function OwnCitationsPage() {
  const viewer = await loadViewer();
  const role = viewer?.membership?.role;
  if (!viewer || !role) return <EmptyState title="Sem organização" next="Entre numa organização ativa." />;
  const c = viewer.caller;
  const manages = role === "admin" || role === "dispatcher";
  return (
    <Guarded
      load={async () => ({
        rows: await c.city.offender.citations(),
        reports: manages ? await c.city.offender.reports() : [],
      })}
    >
      {({ rows, reports }) => (
        <Stack>
          <PageHeader
            title="Autuações"
            subtitle="Autos de infração recebidos da fiscalização, com os prazos de defesa e pagamento da lei."
          />
          {rows.length === 0 ? (
            <EmptyState
              title="Nenhum auto de infração"
              next="Se a fiscalização lavrar um auto contra sua empresa, ele aparece aqui e chega por e-mail."
            />
          ) : (
            <SimpleTable
              rows={rows}
              rowKey={(r) => r.id}
              caption={`Autos de infração (${rows.length})`}
              columns={[
                { header: "Nº", cell: (r) => <TextLink href={`/autuacoes/${r.id}`}>{r.number}</TextLink> },
                { header: "Prefeitura", cell: (r) => r.cityName },
                { header: "Situação", cell: (r) => <CitationStatusBadge status={r.status} /> },
                { header: "Emitido em", cell: (r) => formatDateTime(r.issuedAt) },
                { header: "Artigo", cell: (r) => r.article },
                {
                  header: "Multa",
                  cell: (r) => (r.amountCents === null ? "—" : formatMoneyCents(r.amountCents)),
                },
                {
                  header: "Defesa até",
                  cell: (r) => (r.defenceDueAt ? formatDateTime(r.defenceDueAt) : "—"),
                },
                { header: "Pagar até", cell: (r) => (r.paymentDueAt ? formatDateTime(r.paymentDueAt) : "—") },
              ]}
            />
          )}
          {manages &&
            (reports.length === 0 ? (
              <EmptyState
                title="Nenhuma denúncia de cidadão"
                next="Denúncias feitas pelo QR das suas caçambas aparecem aqui e chegam por e-mail."
              />
            ) : (
              <SimpleTable
                rows={reports}
                rowKey={(r) => r.id}
                caption={`Denúncias de cidadãos (${reports.length})`}
                columns={[
                  { header: "Recebida em", cell: (r) => formatDateTime(r.createdAt) },
                  { header: "Caçamba", cell: (r) => formatCacambaNumber(r.cacambaNumber) },
                  { header: "Relato", cell: (r) => r.text },
                  {
                    header: "Local",
                    cell: (r) => (r.lat !== null && r.lon !== null ? formatCoordinates(r.lat, r.lon) : "—"),
                  },
                  {
                    header: "Foto",
                    cell: (r) =>
                      r.photoType ? <a href={`/api/city/denuncias/${r.id}/foto`}>ver foto</a> : "—",
                  },
                ]}
              />
            ))}
        </Stack>
      )}
    </Guarded>
  );
}
