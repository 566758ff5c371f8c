"use client";

import { Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/client";
import { useAction } from "./use-fleet-mutation";

/** Deactivate / reactivate a truck or driver (never deleted: dispatch and CTRs keep pointing at them). */
export function ActiveToggle({
  entity,
  id,
  active,
}: {
  entity: "truck" | "driver";
  id: string;
  active: boolean;
}) {
  const trpc = useTRPC();
  const truck = useMutation(trpc.fleet.setTruckActive.mutationOptions());
  const driver = useMutation(trpc.fleet.setDriverActive.mutationOptions());
  const { run, pending, error } = useAction();
  const m = entity === "truck" ? truck : driver;
  return (
    <Button
      size="xs"
      variant="light"
      color={active ? "gray" : "green"}
      loading={pending}
      title={error ?? undefined}
      onClick={() => {
        if (active && !window.confirm("Desativar? Ele deixa de aparecer no despacho; o histórico é mantido."))
          return;
        void run(() => m.mutateAsync({ id, active: !active }));
      }}
    >
      {active ? "Desativar" : "Reativar"}
    </Button>
  );
}
