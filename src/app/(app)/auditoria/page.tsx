import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { Guarded } from "@/features/shell/guarded";
import { formatDateTime } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Registro de auditoria" };

export default async function AuditPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Registro de auditoria"
        subtitle="Cada alteração, quem fez e quando. Este registro não pode ser apagado."
      />
      <Guarded load={() => caller.org.auditLog({ limit: 200 })}>
        {(events) =>
          events.length === 0 ? (
            <EmptyState
              title="Nenhuma alteração registrada"
              next="Cada cadastro e cada mudança de situação aparecerá aqui."
            />
          ) : (
            <SimpleTable
              caption="Últimos eventos"
              rows={events}
              rowKey={(e) => e.id}
              columns={[
                { header: "Quando", cell: (e) => formatDateTime(e.at) },
                { header: "Quem", cell: (e) => e.actorName ?? "sistema" },
                { header: "O que aconteceu", cell: (e) => e.what },
                { header: "Sobre", cell: (e) => e.subject },
              ]}
            />
          )
        }
      </Guarded>
    </>
  );
}
