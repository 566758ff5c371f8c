"use client";

import { Alert, Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { DateField } from "@/features/forms/date-time-field";
import { MoneyInput, useMoney } from "@/features/forms/money-input";
import { useTRPC } from "@/lib/trpc/client";

/** The hauler's steps on one invoice: issue a draft, record money received, cancel (admin). */
export function InvoiceActions({
  id,
  status,
  balanceCents,
  canCancel,
}: {
  id: string;
  status: string;
  balanceCents: number;
  canCancel: boolean;
}) {
  const trpc = useTRPC();
  const issue = useMutation(trpc.invoicing.issue.mutationOptions());
  const cancel = useMutation(trpc.invoicing.cancel.mutationOptions());
  const pay = useMutation(trpc.invoicing.recordPayment.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [method, setMethod] = useState<"pix" | "ted" | "cash">("pix");
  const [date, setDate] = useState("");
  const [note, setNote] = useState("");
  const amount = useMoney(balanceCents);
  const open = status === "issued" || status === "overdue";
  return (
    <Stack maw={560}>
      {status === "draft" && (
        <Button loading={pending} onClick={() => void run(() => issue.mutateAsync({ id }))}>
          Emitir fatura
        </Button>
      )}
      {open && (
        <form
          aria-label="Registrar pagamento"
          onSubmit={(e) => {
            e.preventDefault();
            const amountCents = amount.read();
            if (amountCents === null) return;
            void run(() =>
              pay.mutateAsync({ invoiceId: id, method, amountCents, date, note: note || undefined }),
            );
          }}
        >
          <Stack>
            <NativeSelect
              label="Recebido por"
              value={method}
              onChange={(e) => setMethod(e.currentTarget.value as typeof method)}
              data={[
                { value: "pix", label: "Pix" },
                { value: "ted", label: "TED" },
                { value: "cash", label: "Dinheiro" },
              ]}
            />
            <MoneyInput label="Valor recebido" field={amount} serverError={fieldError("amountCents")} />
            <DateField
              label="Data do recebimento"
              value={date}
              onChange={setDate}
              error={fieldError("date")}
            />
            <TextInput label="Observação" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <Button type="submit" loading={pending}>
              Registrar pagamento
            </Button>
          </Stack>
        </form>
      )}
      {canCancel && (status === "draft" || open) && (
        <Group>
          <Button
            variant="outline"
            color="red"
            loading={pending}
            onClick={() => {
              const reason = window.prompt("Motivo do cancelamento da fatura:");
              if (reason) void run(() => cancel.mutateAsync({ id, reason }));
            }}
          >
            Cancelar fatura
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
    </Stack>
  );
}
