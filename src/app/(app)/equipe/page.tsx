import { Badge } from "@mantine/core";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { Guarded } from "@/features/shell/guarded";
import { ROLE_LABEL } from "@/lib/roles";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Equipe" };

export default async function TeamPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader title="Equipe" subtitle="Pessoas da organização e seus perfis." />
      <Guarded load={() => caller.org.members()}>
        {(members) => (
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
        )}
      </Guarded>
    </>
  );
}
