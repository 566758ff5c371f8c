import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { PdfLink } from "@/components/ui/pdf-link";
import { SimpleTable } from "@/components/ui/simple-table";
import { bulletinGrounds } from "@/domain";
import { GenerateBulletinButton } from "@/features/city/bulletin-button";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { ReadFreshness } from "@/features/city/read-freshness";
import { Guarded } from "@/features/shell/guarded";
import { formatDateTime, formatIsoDate } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Boletim bimestral" };
export const dynamic = "force-dynamic";

/** Registry bulletins (JP art. 12, §2º): one per bimester by schedule, more on demand, all archived. */
export default async function BulletinsPage() {
  const caller = await serverCaller();
  return (
    <Guarded
      load={async () => ({ rows: await caller.city.bulletins.list(), home: await caller.city.home() })}
    >
      {({ rows, home }) => (
        <Stack>
          <PageHeader
            title="Boletim bimestral"
            subtitle={`Transportadores e receptores com licença válida na data do boletim (${bulletinGrounds(home.municipality.id)}). Gerado a cada bimestre e quando você pedir; cada boletim fica arquivado como foi gerado.`}
          />
          <CityNavLinks />
          <ReadFreshness freshness={home.freshness} />
          <GenerateBulletinButton />
          {rows.length === 0 ? (
            <EmptyState
              title="Nenhum boletim arquivado"
              next="Gere o primeiro agora; os próximos saem a cada bimestre."
            />
          ) : (
            <SimpleTable
              rows={rows}
              rowKey={(r) => r.id}
              caption={`Boletins (${rows.length})`}
              columns={[
                { header: "Situação em", cell: (r) => formatIsoDate(r.referenceDate) },
                { header: "Bimestre", cell: (r) => `${r.period.replace("-B", " — ")}º` },
                { header: "Origem", cell: (r) => (r.scheduled ? "agendado" : "sob demanda") },
                {
                  header: "Transportadores",
                  cell: (r) => String(r.entries.filter((e) => e.kind === "hauler").length),
                },
                {
                  header: "Receptores",
                  cell: (r) => String(r.entries.filter((e) => e.kind === "receiver").length),
                },
                {
                  header: "Gerado em",
                  cell: (r) => formatDateTime(r.generatedAt, home.municipality.timeZone),
                },
                {
                  header: "Arquivos",
                  cell: (r) => (
                    <>
                      <PdfLink href={`/api/city/boletins/${r.id}/pdf`}>PDF</PdfLink> ·{" "}
                      <a href={`/api/city/boletins/${r.id}/csv`}>CSV</a>
                    </>
                  ),
                },
              ]}
            />
          )}
        </Stack>
      )}
    </Guarded>
  );
}
