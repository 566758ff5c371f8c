"use client";

import { Alert, Button, Group, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

/** Cancels an open or scheduled order, with the reason the dispatcher types (audit-logged). */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const trpc = useTRPC();
  const cancel = useMutation(trpc.dispatch.orders.cancel.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  if (!open)
    return (
      <Button size="xs" variant="subtle" color="red" onClick={() => setOpen(true)}>
        Cancelar pedido
      </Button>
    );
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          size="xs"
          label="Motivo do cancelamento"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={fieldError("reason")}
        />
        <Button
          size="xs"
          color="red"
          loading={pending}
          onClick={() => run(() => cancel.mutateAsync({ id: orderId, reason }))}
        >
          Confirmar
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          Voltar
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" mt="xs">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
    </>
  );
}
