import { Stack } from "@mantine/core";
import { EmptyState } from "@/components/ui/empty-state";
import { RequestDocuments } from "@/features/accounts/request-documents";
import { LicensingAlerts } from "@/features/fleet/licensing-alerts";
import type { loadViewer } from "@/features/shell/viewer";
import { AuditorHome } from "./auditor-home";
import { ClientHome } from "./client-home";
import { DriverHome } from "./driver-home";
import { OfficeHome } from "./office-home";
import { OnboardingChecklist } from "./onboarding-checklist";
import { PlatformHome } from "./platform-home";
import { ReceiverHome } from "./receiver-home";

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
      const onboarding = membership.role === "admin" ? await caller.org.onboarding() : null;
      return (
        <Stack>
          {membership.role === "admin" && <LicensingAlerts caller={caller} />}
          {onboarding && <OnboardingChecklist {...onboarding} />}
          <OfficeHome caller={caller} />
        </Stack>
      );
    }
    case "driver":
      return <DriverHome caller={caller} />;
    case "operator":
      return <ReceiverHome caller={caller} />;
    case "auditor":
      return <AuditorHome caller={caller} />;
    case "client":
      return <ClientHome caller={caller} />;
  }
}
