import { Badge, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { ReadFreshness } from "@/features/city/read-freshness";
import { Guarded } from "@/features/shell/guarded";
import { formatDateTime, formatIsoDate, formatTaxId } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Transportadores e receptores" };
export const dynamic = "force-dynamic";

/** Every hauler and receiver operating in the municipality, with its licence status today. */
export default async function OperatorsPage() {
  const caller = await serverCaller();
  return (
    <Guarded
      load={async () => {
        const [rows, history] = await Promise.all([caller.city.operators(), caller.city.identityChanges()]);
        return { rows, history };
      }}
    >
      {({ rows, history }) => (
        <Stack>
          <PageHeader
            title="Transportadores e receptores"
            subtitle="Quem atua no município e se tem, hoje, as licenças que a lei exige."
          />
          <CityNavLinks />
          <ReadFreshness freshness={history.freshness} />
          {rows.length === 0 ? (
            <EmptyState
              title="Nenhuma empresa no município"
              next="Transportadores que atendem o município e receptores sediados nele aparecem aqui."
            />
          ) : (
            <SimpleTable
              rows={rows}
              rowKey={(r) => r.orgId}
              caption={`Empresas (${rows.length})`}
              columns={[
                {
                  header: "Situação",
                  cell: (r) => (
                    <Badge color={r.licensed ? "green" : "red"} variant="light">
                      {r.licensed ? "licenciada" : "irregular"}
                    </Badge>
                  ),
                },
                { header: "Empresa", cell: (r) => r.legalName },
                { header: "CNPJ", cell: (r) => formatTaxId(r.taxId) },
                { header: "Tipo", cell: (r) => (r.kind === "hauler" ? "transportador" : "receptor") },
                {
                  header: "Licenças válidas",
                  cell: (r) =>
                    r.licences
                      .map(
                        (l) =>
                          `${l.label} nº ${l.number}${l.validUntil ? ` até ${formatIsoDate(l.validUntil)}` : ""}`,
                      )
                      .join("; ") || "—",
                },
                {
                  header: "Pendências",
                  cell: (r) =>
                    r.problems.length ? `${r.problems.join("; ")}${r.article ? ` (${r.article})` : ""}` : "—",
                },
              ]}
            />
          )}
          <Title order={2} size="h3">
            Mudanças de razão social ou CNPJ
          </Title>
          {history.changes.length === 0 ? (
            <Text c="dimmed">
              Nenhum transportador que atende o município mudou de razão social ou de CNPJ no sistema.
            </Text>
          ) : (
            <SimpleTable
              rows={history.changes}
              rowKey={(c) => `${c.orgId}-${c.at.toISOString()}`}
              caption={`Mudanças registradas (${history.changes.length}), da mais recente para a mais antiga`}
              columns={[
                { header: "Quando", cell: (c) => formatDateTime(c.at, history.timeZone) },
                { header: "Empresa hoje", cell: (c) => c.currentName },
                {
                  header: "Antes",
                  cell: (c) => `${c.before.legalName} — CNPJ ${formatTaxId(c.before.taxId)}`,
                },
                {
                  header: "Depois",
                  cell: (c) => `${c.after.legalName} — CNPJ ${formatTaxId(c.after.taxId)}`,
                },
                {
                  header: "O que mudou",
                  cell: (c) =>
                    [
                      c.before.legalName !== c.after.legalName ? "razão social" : null,
                      c.before.taxId !== c.after.taxId ? "CNPJ" : null,
                    ]
                      .filter(Boolean)
                      .join(" e "),
                },
              ]}
            />
          )}
        </Stack>
      )}
    </Guarded>
  );
}
