import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink } from "@/components/ui/text-link";
import { ORDER_STATES } from "@/domain/lifecycle";
import { PlacementPlanner } from "@/features/dispatch/planner/placement-planner";
import { PlacementHint } from "@/features/help/screen-hints";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Planejar colocação" };
export const dynamic = "force-dynamic";

export default async function PlanPlacementPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Planejar colocação"
        subtitle="Posicione a caçamba: a verificação da lei do município aparece enquanto você move."
        help={<PlacementHint municipalityId={(await loadViewer())?.membership?.municipalityId ?? null} />}
      />
      <Guarded
        load={() =>
          Promise.all([
            caller.dispatch.orders.list(),
            caller.fleet.cacambas(),
            caller.session.me(),
            caller.dispatch.placements.ofOrder({ orderId: id }),
          ])
        }
      >
        {([orders, cacambas, me, saved]) => {
          const order = orders.find((o) => o.id === id);
          const plannable = order?.actions.some((a) => a === "plan_placement" || a === "replan_placement");
          if (!order || !plannable)
            return (
              <EmptyState
                title={
                  order
                    ? `Este pedido está ${ORDER_STATES[order.stage].label}: a colocação não pode mais ser alterada`
                    : "Pedido não encontrado"
                }
                next="Escolha um pedido aguardando ou agendado na lista de pedidos."
              >
                <TextLink href="/pedidos">Voltar aos pedidos</TextLink>
              </EmptyState>
            );
          const role = me.memberships.find((m) => m.orgId === me.activeOrgId)?.role;
          return (
            <PlacementPlanner
              order={order}
              saved={saved}
              // The yard's caçambas of the ordered size (the server refuses another), and the one saved.
              cacambas={cacambas.filter(
                (c) => (c.status === "yard" && c.capacityM3 === order.sizeM3) || c.id === saved?.cacambaId,
              )}
              isAdmin={role === "admin"}
            />
          );
        }}
      </Guarded>
    </>
  );
}
