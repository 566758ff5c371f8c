import { Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { LinkRequestActions } from "@/features/clients/link-request-actions";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { formatDate, formatTaxId } from "@/lib/format";

export const metadata: Metadata = { title: "Meus transportadores" };
export const dynamic = "force-dynamic";

/** Client portal: the haulers that serve this client, and those asking to (the client's consent). */
export default async function MyHaulersPage() {
  const viewer = await loadViewer();
  if (!viewer) return null;
  const { caller } = viewer;
  const mayDecide = viewer.membership?.isManager ?? false;
  return (
    <>
      <PageHeader
        title="Meus transportadores"
        subtitle="As empresas de caçambas que atendem você, e as que pedem para atender."
      />
      <Guarded
        load={async () => {
          const [requests, haulers] = await Promise.all([
            caller.clientLinks.incoming(),
            caller.dispatch.orders.myHaulers(),
          ]);
          return { requests, haulers };
        }}
      >
        {({ requests, haulers }) => {
          const pending = requests.filter((r) => r.status === "pending");
          const refused = requests.filter((r) => r.status === "refused");
          const actions = (r: (typeof requests)[number]) =>
            mayDecide ? (
              <LinkRequestActions
                haulerOrgId={r.haulerOrgId}
                haulerName={r.haulerName}
                refused={r.status === "refused"}
              />
            ) : (
              "Quem administra a conta decide."
            );
          return (
            <Stack gap="xl">
              <Stack gap="xs">
                <Title order={2} size="h3">
                  Empresas que pedem para atender você
                </Title>
                <Text c="dimmed" size="sm">
                  Ao aceitar, a empresa passa a ver as suas obras, pode registrar pedidos de caçamba para você
                  e emitir os CTRs das suas obras. Enquanto você não aceitar, ela não vê nada seu, nem o seu
                  nome. Se não conhece a empresa, recuse.
                </Text>
                {pending.length === 0 ? (
                  <EmptyState
                    title="Nenhum pedido aguardando você"
                    next="Quando uma empresa de caçambas cadastrar o seu CPF ou CNPJ, o pedido aparece aqui e chega por e-mail."
                  />
                ) : (
                  <SimpleTable
                    caption={`Pedidos aguardando sua resposta (${pending.length})`}
                    rows={pending}
                    rowKey={(r) => r.haulerOrgId}
                    columns={[
                      { header: "Empresa", cell: (r) => r.haulerName },
                      { header: "CNPJ", cell: (r) => formatTaxId(r.haulerTaxId) },
                      { header: "Pedido em", cell: (r) => formatDate(r.requestedAt) },
                      { header: "Sua resposta", cell: actions },
                    ]}
                  />
                )}
              </Stack>
              <Stack gap="xs">
                <Title order={2} size="h3">
                  Transportadores que atendem você
                </Title>
                {haulers.length === 0 ? (
                  <EmptyState
                    title="Nenhum transportador atende você ainda"
                    next="Aceite o pedido de uma empresa acima, ou peça a uma empresa de caçambas que cadastre o seu CPF ou CNPJ."
                  />
                ) : (
                  <SimpleTable
                    caption={`Transportadores (${haulers.length})`}
                    rows={haulers}
                    rowKey={(h) => h.id}
                    columns={[{ header: "Empresa", cell: (h) => h.legalName }]}
                  />
                )}
              </Stack>
              {refused.length > 0 && (
                <Stack gap="xs">
                  <Title order={2} size="h3">
                    Pedidos que você recusou
                  </Title>
                  <Text c="dimmed" size="sm">
                    Essas empresas não veem nada seu e não podem pedir de novo. Se mudar de ideia, aceite
                    aqui.
                  </Text>
                  <SimpleTable
                    caption={`Recusados (${refused.length})`}
                    rows={refused}
                    rowKey={(r) => r.haulerOrgId}
                    columns={[
                      { header: "Empresa", cell: (r) => r.haulerName },
                      { header: "CNPJ", cell: (r) => formatTaxId(r.haulerTaxId) },
                      { header: "Recusado em", cell: (r) => (r.decidedAt ? formatDate(r.decidedAt) : "—") },
                      { header: "Resposta", cell: actions },
                    ]}
                  />
                </Stack>
              )}
            </Stack>
          );
        }}
      </Guarded>
    </>
  );
}
