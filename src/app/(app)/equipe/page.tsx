import { Badge } from "@mantine/core";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { TeamManager } from "@/features/team/team-manager";
import { ROLE_LABEL, ROLES_BY_ORG_KIND } from "@/lib/roles";

export const metadata: Metadata = { title: "Equipe" };

export default async function TeamPage() {
  const viewer = await loadViewer();
  if (!viewer) redirect("/entrar");
  const { caller, membership } = viewer;
  const manages = membership?.isManager ?? false;
  return (
    <>
      <PageHeader
        title="Equipe"
        subtitle={
          manages
            ? "Convide pessoas, mude perfis e desative quem saiu."
            : "Pessoas da organização e seus perfis."
        }
      />
      <Guarded
        load={async () => ({
          members: await caller.org.members(),
          invitations: manages ? await caller.team.invitations() : [],
        })}
      >
        {({ members, invitations }) =>
          manages && membership ? (
            <TeamManager
              members={members}
              invitations={invitations}
              roles={ROLES_BY_ORG_KIND[membership.orgKind]}
              now={Date.now()}
            />
          ) : (
            <SimpleTable
              caption="Membros"
              rows={members}
              rowKey={(m) => m.userId}
              columns={[
                { header: "Nome", cell: (m) => m.name },
                { header: "E-mail", cell: (m) => m.email },
                { header: "Perfil", cell: (m) => ROLE_LABEL[m.role] },
                {
                  header: "Situação",
                  cell: (m) => <Badge variant="light">{m.active ? "ativo" : "desativado"}</Badge>,
                },
              ]}
            />
          )
        }
      </Guarded>
    </>
  );
}
