import { SimpleGrid, Stack } from "@mantine/core";
import { EmptyState } from "@/components/ui/empty-state";
import { RequestDocuments } from "@/features/accounts/request-documents";
import { LicensingAlerts } from "@/features/fleet/licensing-alerts";
import type { loadViewer } from "@/features/shell/viewer";
import { OnboardingChecklist } from "./onboarding-checklist";
import { PlatformHome } from "./platform-home";
import { StatCard } from "./stat-card";

type Viewer = NonNullable<Awaited<ReturnType<typeof loadViewer>>>;

export async function RoleHome({ viewer }: { viewer: Viewer }) {
  const { caller, membership } = viewer;
  if (!membership) {
    if (viewer.user.isSuperadmin) return <PlatformHome caller={caller} />;
    const waiting = viewer.inactiveOrgs[0];
    if (waiting) {
      return (
        <EmptyState
          title={
            waiting.status === "pending"
              ? `Pedido de cadastro em análise: ${waiting.orgName}`
              : `${waiting.orgName} está suspensa`
          }
          next={
            waiting.status === "pending"
              ? "A equipe do Caçamba Certa confere os documentos e avisa por e-mail. Até a aprovação, a organização não tem acesso aos dados."
              : "Fale com o suporte do Caçamba Certa para regularizar o cadastro."
          }
        >
          {waiting.status === "pending" && <RequestDocuments />}
        </EmptyState>
      );
    }
    return (
      <EmptyState
        title="Você ainda não participa de uma organização"
        next="Peça ao administrador da sua empresa, receptor ou prefeitura que envie um convite para o seu e-mail."
      />
    );
  }
  switch (membership.role) {
    case "admin":
    case "dispatcher": {
      const [cacambas, trucks, drivers, onboarding] = await Promise.all([
        caller.fleet.cacambas(),
        caller.fleet.trucks(),
        caller.fleet.drivers(),
        membership.role === "admin" ? caller.org.onboarding() : null,
      ]);
      return (
        <Stack>
          {membership.role === "admin" && <LicensingAlerts caller={caller} />}
          {onboarding && <OnboardingChecklist {...onboarding} />}
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
