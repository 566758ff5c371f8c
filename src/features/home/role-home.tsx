import { Badge, SimpleGrid, Stack } from "@mantine/core";
import { EmptyState } from "@/components/ui/empty-state";
import { SimpleTable } from "@/components/ui/simple-table";
import type { loadViewer } from "@/features/shell/viewer";
import { formatTaxId } from "@/lib/format";
import { ORG_KIND_LABEL } from "@/lib/roles";
import { StatCard } from "./stat-card";

type Viewer = NonNullable<Awaited<ReturnType<typeof loadViewer>>>;

const STATUS_LABEL = { active: "ativa", pending: "aguardando aprovação", suspended: "suspensa" } as const;

export async function RoleHome({ viewer }: { viewer: Viewer }) {
  const { caller, membership } = viewer;
  if (!membership) {
    if (!viewer.user.isSuperadmin) {
      return (
        <EmptyState
          title="Você ainda não participa de uma organização"
          next="Peça ao administrador da sua empresa, receptor ou prefeitura que envie um convite para o seu e-mail."
        />
      );
    }
    const orgs = await caller.platform.orgs();
    return (
      <SimpleTable
        caption="Organizações na plataforma"
        rows={orgs}
        rowKey={(o) => o.id}
        columns={[
          { header: "Organização", cell: (o) => o.legalName },
          { header: "Tipo", cell: (o) => ORG_KIND_LABEL[o.kind] },
          { header: "CNPJ/CPF", cell: (o) => formatTaxId(o.taxId) },
          { header: "Situação", cell: (o) => <Badge variant="light">{STATUS_LABEL[o.status]}</Badge> },
          { header: "Membros", cell: (o) => o.members },
        ]}
      />
    );
  }
  switch (membership.role) {
    case "admin":
    case "dispatcher": {
      const [cacambas, trucks, drivers] = await Promise.all([
        caller.fleet.cacambas(),
        caller.fleet.trucks(),
        caller.fleet.drivers(),
      ]);
      return (
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <StatCard label="Caçambas" value={cacambas.length} href="/frota" />
            <StatCard label="Caminhões ativos" value={trucks.filter((t) => t.active).length} href="/frota" />
            <StatCard
              label="Motoristas ativos"
              value={drivers.filter((d) => d.active).length}
              href="/frota"
            />
          </SimpleGrid>
          <EmptyState
            title="Nenhum serviço agendado para hoje"
            next="Quando um pedido de caçamba for registrado, ele aparece aqui para ser atribuído a um caminhão."
          />
        </Stack>
      );
    }
    case "driver":
      return (
        <EmptyState
          title="Nenhum serviço para você hoje"
          next="Os serviços que o despacho atribuir a você aparecem aqui, na ordem em que devem ser feitos."
        />
      );
    case "operator":
      return (
        <EmptyState
          title="Nenhuma carga aguardando recebimento"
          next="Cada carga chega com um CTR: leia o QR code do documento ou digite o número para conferir e receber."
        />
      );
    case "auditor":
      return (
        <EmptyState
          title="Nenhuma caçamba vencida na rua"
          next="As caçambas colocadas pelos transportadores licenciados no município aparecem aqui com o prazo de retirada."
        />
      );
    case "client": {
      const sites = await caller.sites.list();
      return (
        <Stack>
          <StatCard label="Obras cadastradas" value={sites.length} href="/obras" />
          <EmptyState
            title="Nenhuma caçamba na sua obra"
            next="Peça uma caçamba a um transportador licenciado; ela aparece aqui com o prazo de retirada."
          />
        </Stack>
      );
    }
  }
}
