"use client";

import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { MoneyInput, useMoney } from "@/features/forms/money-input";
import { useTRPC } from "@/lib/trpc/client";

/** The client pays the balance on Stripe's page (card, boleto or Pix) into the hauler's own account. */
export function PayOnlineButton({ id }: { id: string }) {
  const trpc = useTRPC();
  const pay = useMutation(
    trpc.invoicing.payOnline.mutationOptions({ onSuccess: ({ url }) => window.location.assign(url) }),
  );
  return (
    <Stack gap="xs" align="flex-start">
      <Button loading={pay.isPending} onClick={() => pay.mutate({ id })}>
        Pagar online (cartão, boleto ou Pix)
      </Button>
      <FormAlert message={pay.error?.message} />
    </Stack>
  );
}

/** The hauler admin gives back all or part of a payment received through Stripe. */
export function RefundForm({ id, refundableCents }: { id: string; refundableCents: number }) {
  const trpc = useTRPC();
  const refund = useMutation(trpc.invoicing.refund.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const amount = useMoney(refundableCents);
  const [reason, setReason] = useState("");
  return (
    <form
      aria-label="Estornar pagamento"
      onSubmit={(e) => {
        e.preventDefault();
        const amountCents = amount.read();
        if (amountCents === null) return;
        void run(() => refund.mutateAsync({ invoiceId: id, amountCents, reason: reason || undefined }));
      }}
    >
      <Stack maw={560}>
        <MoneyInput label="Valor a estornar" field={amount} serverError={fieldError("amountCents")} />
        <TextInput
          label="Motivo do estorno"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Button type="submit" variant="outline" color="red" loading={pending}>
          Estornar pelo Stripe
        </Button>
        {error && (
          <Alert color="red" role="alert">
            <CitedText newTab textColour>
              {error}
            </CitedText>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
