import { Group } from "@mantine/core";
import { TextLink } from "@/components/ui/text-link";
import { ORDER_ACTION_LABEL, type OrderAction } from "@/domain/lifecycle";
import { nextJobHref } from "@/features/lifecycle/next-job-href";
import { CancelOrderButton } from "./cancel-order-button";

/** The order's actions that fit its stage now (`orderActions` of the lifecycle module), nothing else. */
export function OrderActions({
  orderId,
  placementId,
  actions,
}: {
  orderId: string;
  placementId: string | null;
  actions: readonly OrderAction[];
}) {
  if (actions.length === 0) return null;
  return (
    <Group gap="xs">
      {actions.map((action) => {
        if (action === "cancel") return <CancelOrderButton key={action} orderId={orderId} />;
        const href =
          action === "plan_placement" || action === "replan_placement"
            ? `/pedidos/${orderId}/colocacao`
            : placementId
              ? nextJobHref(placementId, action)
              : null;
        return href ? (
          <TextLink key={action} href={href} size="sm">
            {ORDER_ACTION_LABEL[action]}
          </TextLink>
        ) : null;
      })}
    </Group>
  );
}
