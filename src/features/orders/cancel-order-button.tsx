"use client";

import { Button, Group, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { useFocusResult } from "@/features/forms/use-focus-result";
import { focusSoon } from "@/lib/focus-soon";
import { useTRPC } from "@/lib/trpc/client";

/**
 * Cancels an open or scheduled order, with the reason the dispatcher types (audit-logged). Opening puts
 * focus on the reason; "Voltar" or Escape closes it and gives focus back to "Cancelar pedido"; a refusal
 * puts it on the field in error or the message; once cancelled, on the order's situation (`data-order-stage`).
 */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const trpc = useTRPC();
  const cancel = useMutation(trpc.dispatch.orders.cancel.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const { ref, focusResult } = useFocusResult<HTMLFieldSetElement>();
  const id = useId();
  const opener = `${id}-cancelar`;
  const close = () => {
    setOpen(false);
    focusSoon([`#${CSS.escape(opener)}`], undefined, { take: true });
  };
  if (!open)
    return (
      <Button id={opener} size="xs" variant="subtle" color="red" onClick={() => setOpen(true)}>
        Cancelar pedido
      </Button>
    );
  return (
    <fieldset
      ref={ref}
      aria-label="Cancelar pedido"
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.stopPropagation();
        close();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          size="xs"
          label="Motivo do cancelamento"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={fieldError("reason")}
          data-autofocus
          autoFocus
        />
        <Button
          size="xs"
          color="red"
          loading={pending}
          onClick={async () => {
            const done = await run(() => cancel.mutateAsync({ id: orderId, reason }));
            // Cancelled, the order keeps its row and loses this form: focus goes to its new situation.
            if (done) focusSoon([`[data-order-stage="${CSS.escape(orderId)}"]`], undefined, { take: true });
            else focusResult();
          }}
        >
          Confirmar
        </Button>
        <Button size="xs" variant="default" onClick={close}>
          Voltar
        </Button>
      </Group>
      <FormAlert message={error} />
    </fieldset>
  );
}
