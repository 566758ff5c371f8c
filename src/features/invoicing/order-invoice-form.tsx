"use client";

import { Alert, Button, NumberInput, Select, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { DateField } from "@/features/forms/date-time-field";
import { typedNumber } from "@/features/forms/typed-number";
import { useTRPC } from "@/lib/trpc/client";
import { DiscountFields, useDiscount } from "./discount-fields";

/** A draft invoice for one order: the lines come from what happened; the hauler sets due date and discount. */
export function OrderInvoiceForm({ orders }: { orders: { id: string; label: string }[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const create = useMutation(trpc.invoicing.createForOrder.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [orderId, setOrderId] = useState(orders[0]?.id ?? "");
  const [dueDate, setDueDate] = useState("");
  const [relocations, setRelocations] = useState<string | number>(0);
  const discount = useDiscount();
  return (
    <form
      aria-label="Faturar pedido"
      onSubmit={async (e) => {
        e.preventDefault();
        const d = discount.read();
        if (!d) return;
        const made = await run(() =>
          create.mutateAsync({ orderId, dueDate, relocations: typedNumber(relocations), ...d }),
        );
        if (made) router.push(`/faturas/${made.id}`);
      }}
    >
      <Stack maw={560}>
        <Select
          label="Pedido"
          data={orders.map((o) => ({ value: o.id, label: o.label }))}
          value={orderId}
          onChange={(v) => setOrderId(v ?? "")}
          allowDeselect={false}
          error={fieldError("orderId")}
        />
        <DateField label="Vencimento" value={dueDate} onChange={setDueDate} error={fieldError("dueDate")} />
        <NumberInput
          label="Mudanças de lugar feitas"
          value={relocations}
          onChange={setRelocations}
          allowDecimal={false}
          min={0}
          error={fieldError("relocations")}
        />
        <DiscountFields
          d={discount}
          error={fieldError("discountCents") ?? fieldError("discountBasisPoints")}
        />
        <Button type="submit" loading={pending}>
          Calcular fatura
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
