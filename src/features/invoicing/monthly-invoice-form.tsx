"use client";

import { Alert, Button, Select, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { DateField } from "@/features/forms/date-time-field";
import { useTRPC } from "@/lib/trpc/client";
import { DiscountFields, useDiscount } from "./discount-fields";

/** "mm/aaaa" as typed → "aaaa-mm"; anything else is sent as typed and refused by the server. */
const monthOf = (typed: string) => {
  const m = typed.trim().match(/^(\d{1,2})\/(\d{4})$/);
  return m ? `${m[2]}-${(m[1] ?? "").padStart(2, "0")}` : typed;
};

/** A contract client's monthly invoice: its orders whose caçamba was removed in that month. */
export function MonthlyInvoiceForm({ clients }: { clients: { id: string; name: string }[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const create = useMutation(trpc.invoicing.createMonthly.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [clientOrgId, setClientOrgId] = useState(clients[0]?.id ?? "");
  const [month, setMonth] = useState("");
  const [dueDate, setDueDate] = useState("");
  const discount = useDiscount();
  return (
    <form
      aria-label="Fatura mensal"
      onSubmit={async (e) => {
        e.preventDefault();
        const d = discount.read();
        if (!d) return;
        const made = await run(() =>
          create.mutateAsync({ clientOrgId, month: monthOf(month), dueDate, ...d }),
        );
        if (made) router.push(`/faturas/${made.id}`);
      }}
    >
      <Stack maw={560}>
        <Select
          label="Cliente"
          data={clients.map((c) => ({ value: c.id, label: c.name }))}
          value={clientOrgId}
          onChange={(v) => setClientOrgId(v ?? "")}
          allowDeselect={false}
          error={fieldError("clientOrgId")}
        />
        <TextInput
          label="Mês (mm/aaaa)"
          placeholder="12/2026"
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          error={fieldError("month")}
        />
        <DateField label="Vencimento" value={dueDate} onChange={setDueDate} error={fieldError("dueDate")} />
        <DiscountFields
          d={discount}
          error={fieldError("discountCents") ?? fieldError("discountBasisPoints")}
        />
        <Button type="submit" loading={pending}>
          Calcular fatura mensal
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
