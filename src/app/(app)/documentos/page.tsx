import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { CitedText } from "@/components/ui/cited-text";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { ctrArticle, ctrGrounds } from "@/domain/ctr";
import { CtrCsvExport } from "@/features/ctr/csv-export";
import { DossierButton } from "@/features/ctr/dossier-button";
import { CtrStatusBadge } from "@/features/ctr/status-badge";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { formatDateTime, formatDecimal } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "CTRs e comprovantes" };

/** Generator portal: their CTRs, destination receipts (JP art. 18, §3º, III, a), site dossiers (art. 12, §3º). */
export default async function GeneratorDocumentsPage() {
  const caller = await serverCaller();
  const municipalityId = (await loadViewer())?.membership?.municipalityId ?? null;
  const keep = ctrArticle("keptAtWorks", municipalityId);
  return (
    <Guarded
      load={async () => ({
        ctrs: await caller.ctr.generator.list({ limit: 300 }),
        sites: await caller.sites.list(),
        mtrs: new Map((await caller.mtr.generator.documents()).map((m) => [m.ctrId, m])),
      })}
    >
      {({ ctrs, sites, mtrs }) => (
        <Stack>
          <PageHeader
            title="CTRs e comprovantes"
            subtitle={`Os controles de transporte das suas obras. ${keep ? `Guarde-os na obra para a fiscalização (${keep}).` : "Guarde-os com a obra: provam para onde foi o seu resíduo."}`}
          />
          {ctrs.length === 0 ? (
            <EmptyState
              title="Nenhum CTR ainda"
              next="Quando a empresa de caçambas retirar uma caçamba cheia, o CTR aparece aqui com o comprovante de destinação."
            />
          ) : (
            <SimpleTable
              caption="Meus CTRs"
              rows={ctrs}
              rowKey={(c) => c.id}
              columns={[
                { header: "Número", cell: (c) => <TextLink href={`/ctrs/${c.id}`}>{c.number}</TextLink> },
                { header: "Emissão", cell: (c) => formatDateTime(c.issuedAt) },
                { header: "Situação", cell: (c) => <CtrStatusBadge status={c.status} /> },
                { header: "Transportador", cell: (c) => c.haulerName },
                { header: "Receptor", cell: (c) => c.receiverName },
                { header: "Volume", cell: (c) => `${formatDecimal(c.volumeM3)} m³` },
                {
                  header: "Documentos",
                  cell: (c) => (
                    <Stack gap={2}>
                      <Anchor href={`/api/ctr/generator/${c.id}/pdf`} target="_blank">
                        CTR (PDF)
                      </Anchor>
                      {c.status === "received" && (
                        <Anchor href={`/api/ctr/generator/${c.id}/comprovante`} target="_blank">
                          Comprovante de destinação
                        </Anchor>
                      )}
                      {mtrs.get(c.id)?.hasPdf && (
                        <Anchor href={`/api/ctr/generator/${c.id}/mtr`} target="_blank">
                          MTR nº {mtrs.get(c.id)?.number} (PDF)
                        </Anchor>
                      )}
                      {mtrs.get(c.id)?.cdfNumber && (
                        <Anchor href={`/api/ctr/generator/${c.id}/cdf`} target="_blank">
                          CDF nº {mtrs.get(c.id)?.cdfNumber} (PDF)
                        </Anchor>
                      )}
                    </Stack>
                  ),
                },
              ]}
            />
          )}
          <Paper withBorder p="md">
            <Stack>
              <Title order={2} size="h4">
                Dossiê da obra para o Habite-se
              </Title>
              <Text size="sm" c="dimmed">
                <CitedText>
                  {`Todos os CTRs de uma obra num só PDF, com totais por classe e por receptor (${ctrGrounds("occupancyPermit", municipalityId)}).`}
                </CitedText>
              </Text>
              {sites.length === 0 ? (
                <Text>Cadastre uma obra em “Minhas obras”.</Text>
              ) : (
                sites.map((s) => <DossierButton key={s.id} siteId={s.id} siteName={s.name} />)
              )}
            </Stack>
          </Paper>
          <CtrCsvExport party="generator" />
        </Stack>
      )}
    </Guarded>
  );
}
