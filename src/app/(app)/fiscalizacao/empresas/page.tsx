import { Badge, Stack } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { Guarded } from "@/features/shell/guarded";
import { formatIsoDate, formatTaxId } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Transportadores e receptores" };
export const dynamic = "force-dynamic";

/** Every hauler and receiver operating in the municipality, with its licence status today. */
export default async function OperatorsPage() {
  const caller = await serverCaller();
  return (
    <Guarded load={() => caller.city.operators()}>
      {(rows) => (
        <Stack>
          <PageHeader
            title="Transportadores e receptores"
            subtitle="Quem atua no município e se tem, hoje, as licenças que a lei exige."
          />
          <CityNavLinks />
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
        </Stack>
      )}
    </Guarded>
  );
}
