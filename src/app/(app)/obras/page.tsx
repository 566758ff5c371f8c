import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { Guarded } from "@/features/shell/guarded";
import { NewSite } from "@/features/sites/new-site";
import { formatCep } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Minhas obras" };

export default async function SitesPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader title="Minhas obras" subtitle="Os endereços onde suas caçambas ficam." />
      <Guarded load={() => Promise.all([caller.sites.list(), caller.org.current()])}>
        {([sites, org]) => (
          <>
            {sites.length === 0 ? (
              <EmptyState
                title="Nenhuma obra cadastrada"
                next="Cadastre o endereço da obra para pedir uma caçamba."
              />
            ) : (
              <SimpleTable
                caption="Obras"
                rows={sites}
                rowKey={(s) => s.id}
                columns={[
                  { header: "Obra", cell: (s) => s.name },
                  { header: "Endereço", cell: (s) => s.address },
                  { header: "CEP", cell: (s) => formatCep(s.cep) },
                ]}
              />
            )}
            <NewSite defaultMunicipalityId={org?.municipalityId ?? null} />
          </>
        )}
      </Guarded>
    </>
  );
}
