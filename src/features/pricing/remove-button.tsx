"use client";

import { Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

/** Removes one price row or one municipality surcharge (audited); asks once. */
export function RemovePriceButton(
  props:
    | { kind: "row"; id: string; label: string }
    | { kind: "surcharge"; municipalityId: string; label: string },
) {
  const trpc = useTRPC();
  const removeRow = useMutation(trpc.pricing.removeRow.mutationOptions());
  const removeSurcharge = useMutation(trpc.pricing.removeSurcharge.mutationOptions());
  const { run, pending } = useAction();
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      loading={pending}
      aria-label={`Remover ${props.label}`}
      onClick={() => {
        if (!window.confirm(`Remover ${props.label}?`)) return;
        void run<unknown>(() =>
          props.kind === "row"
            ? removeRow.mutateAsync({ id: props.id })
            : removeSurcharge.mutateAsync({ municipalityId: props.municipalityId }),
        );
      }}
    >
      Remover
    </Button>
  );
}
