import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { InviteClient } from "@/features/clients/invite-client";
import { RegisterClientForm } from "@/features/clients/register-client-form";
import { Guarded } from "@/features/shell/guarded";
import { formatDate, formatTaxId } from "@/lib/format";
import { municipalityLabel } from "@/lib/municipalities";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Clientes" };

export default async function ClientsPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader title="Clientes" subtitle="Geradores que contratam suas caçambas." />
      <Guarded
        load={async () => {
          const [clients, requests] = await Promise.all([caller.clients.list(), caller.clients.requests()]);
          return { clients, requests };
        }}
      >
        {({ clients, requests }) => (
          <Stack gap="xl">
            {clients.length === 0 ? (
              <EmptyState
                title="Nenhum cliente cadastrado"
                next="Cadastre aqui quem pediu uma caçamba por telefone; depois, convide-o para acompanhar pelo portal."
              />
            ) : (
              <SimpleTable
                caption="Clientes"
                rows={clients}
                rowKey={(c) => c.generatorOrgId}
                columns={[
                  { header: "Cliente", cell: (c) => c.legalName },
                  { header: "CPF/CNPJ", cell: (c) => formatTaxId(c.taxId) },
                  { header: "Município", cell: (c) => municipalityLabel(c.municipalityId) },
                  {
                    header: "Portal",
                    cell: (c) =>
                      c.members > 0 ? (
                        "com acesso"
                      ) : c.ownRecord ? (
                        <InviteClient generatorOrgId={c.generatorOrgId} name={c.legalName} />
                      ) : (
                        "conta própria do cliente"
                      ),
                  },
                ]}
              />
            )}
            {requests.length > 0 && (
              <SimpleTable
                caption="Pedidos a clientes com conta própria"
                rows={requests}
                rowKey={(r) => r.taxId}
                columns={[
                  { header: "Cliente (como vocês cadastraram)", cell: (r) => r.requestedName },
                  { header: "CPF/CNPJ", cell: (r) => formatTaxId(r.taxId) },
                  { header: "Pedido em", cell: (r) => formatDate(r.requestedAt) },
                  {
                    header: "Situação",
                    cell: (r) =>
                      r.status === "pending"
                        ? "aguardando o cliente aceitar no portal"
                        : "recusado pelo cliente",
                  },
                ]}
              />
            )}
            <RegisterClientForm />
          </Stack>
        )}
      </Guarded>
    </>
  );
}
