"use client";

import { Button, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/features/forms/form-alert";
import { formErrors } from "@/features/forms/use-field-errors";
import { useTRPC } from "@/lib/trpc/client";
import { parseMoneyToCents } from "./money";

export interface ChargeableOrder {
  id: string;
  label: string;
}

/** Creates a Stripe payment link for one order; the client sees it in its portal. */
export function PaymentLinkForm({ orders }: { orders: ChargeableOrder[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [orderId, setOrderId] = useState(orders[0]?.id ?? "");
  const [amount, setAmount] = useState("");
  const [description, setDescription] = useState("");
  const [amountError, setAmountError] = useState<string | null>(null);
  const create = useMutation(
    trpc.billing.paymentLinks.create.mutationOptions({
      onSuccess: () => {
        setAmount("");
        setDescription("");
        router.refresh();
      },
    }),
  );
  const errors = formErrors(create.error);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const cents = parseMoneyToCents(amount);
        setAmountError(cents === null ? "Valor inválido: use o formato 1.234,56." : null);
        if (cents !== null)
          create.mutate({ orderId, amountCents: cents, description: description || undefined });
      }}
    >
      <Stack gap="sm" maw={480}>
        <NativeSelect
          label="Pedido"
          value={orderId}
          onChange={(e) => setOrderId(e.currentTarget.value)}
          data={orders.map((o) => ({ value: o.id, label: o.label }))}
          error={errors.field("orderId")}
        />
        <TextInput
          label="Valor (R$)"
          placeholder="350,00"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={amountError ?? errors.field("amountCents")}
        />
        <TextInput
          label="Descrição (opcional)"
          placeholder="Locação de caçamba 5 m³ por 7 dias"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.field("description")}
        />
        <FormAlert message={errors.general} />
        <Button type="submit" loading={create.isPending} disabled={!orderId}>
          Criar link de pagamento
        </Button>
      </Stack>
    </form>
  );
}
