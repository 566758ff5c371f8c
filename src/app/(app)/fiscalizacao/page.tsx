import { Group, SimpleGrid, Stack } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { ReadFreshness } from "@/features/city/read-freshness";
import { StreetTable } from "@/features/city/street-table";
import { StatCard } from "@/features/home/stat-card";
import { Guarded } from "@/features/shell/guarded";
import { formatTaxId } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Fiscalização" };
export const dynamic = "force-dynamic";

/** Auditor's home: caçambas overdue on the street first, then CTRs without receipt and lapsed licences. */
export default async function CityHomePage() {
  const caller = await serverCaller();
  return (
    <Guarded load={() => caller.city.home()}>
      {(home) => (
        <Stack>
          <PageHeader
            title={`Fiscalização — ${home.municipality.name}/${home.municipality.uf}`}
            subtitle="O que precisa de você agora: caçambas vencidas na rua, CTRs sem recebimento, licenças irregulares."
          />
          <CityNavLinks />
          <ReadFreshness freshness={home.freshness} />
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <StatCard
              label="Caçambas vencidas na rua"
              value={home.overdue.length}
              href="/fiscalizacao/mapa"
              alert
            />
            <StatCard label="Caçambas na rua" value={home.onStreet} href="/fiscalizacao/mapa" />
            <StatCard
              alert
              label={`CTRs sem recebimento há mais de ${home.ctrDays} dias`}
              value={home.ctrsWithoutReceipt}
              href="/fiscalizacao/volumes"
            />
            <StatCard
              alert
              label="Empresas sem licença válida"
              value={home.unlicensed.length}
              href="/fiscalizacao/empresas"
            />
          </SimpleGrid>
          {home.overdue.length === 0 ? (
            <EmptyState
              title="Nenhuma caçamba vencida na rua"
              next="As caçambas com prazo de retirada vencido aparecem aqui primeiro; veja todas no mapa."
            />
          ) : (
            <StreetTable
              rows={home.overdue}
              timeZone={home.municipality.timeZone}
              caption={`Caçambas vencidas na rua (${home.overdue.length})`}
            />
          )}
          {home.unlicensed.length > 0 && (
            <SimpleTable
              rows={home.unlicensed}
              rowKey={(r) => r.orgId}
              caption="Empresas atuando sem licença válida"
              columns={[
                { header: "Empresa", cell: (r) => r.legalName },
                { header: "CNPJ", cell: (r) => formatTaxId(r.taxId) },
                { header: "Tipo", cell: (r) => (r.kind === "hauler" ? "transportador" : "receptor") },
                { header: "Pendências", cell: (r) => r.problems.join("; ") },
              ]}
            />
          )}
          <Group>
            <TextLink href="/fiscalizacao/vistorias/nova">Vistoriar uma caçamba pelo código do QR</TextLink>
          </Group>
        </Stack>
      )}
    </Guarded>
  );
}
