"use client";

import { Button, NumberInput, Select, SimpleGrid, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { WASTE_CLASSES, type WasteClass } from "@/domain/pricing/terms";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { MoneyInput, useMoney } from "@/features/forms/money-input";
import { typedNumber } from "@/features/forms/typed-number";
import { useFocusResult } from "@/features/forms/use-focus-result";
import { useTRPC } from "@/lib/trpc/client";
import { WASTE_CLASS_LABEL } from "./labels";

const EVERYONE = "todos";

/** Adds (or replaces) the rental of one size and class, for every client or for one. */
export function PriceRowForm({ clients }: { clients: { id: string; name: string }[] }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.pricing.saveRow.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [sizeM3, setSizeM3] = useState<string | number>(5);
  const [wasteClass, setWasteClass] = useState<WasteClass>("A");
  const [client, setClient] = useState(EVERYONE);
  const [tonnes, setTonnes] = useState<string | number>("");
  const rental = useMoney(null);
  const [saved, setSaved] = useState(false);
  const { ref, focusResult } = useFocusResult();
  return (
    <form
      ref={ref}
      aria-label="Preço por tamanho"
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(false);
        const rentalCents = rental.read();
        if (rentalCents === null) return focusResult();
        const ok = await run(() =>
          save.mutateAsync({
            sizeM3: typedNumber(sizeM3),
            wasteClass,
            clientOrgId: client === EVERYONE ? null : client,
            rentalCents,
            includedTonnes: typedNumber(tonnes),
          }),
        );
        if (ok) {
          setSaved(true);
          rental.setText("");
        }
        focusResult();
      }}
    >
      <Stack maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Tamanho (m³)"
            value={sizeM3}
            onChange={setSizeM3}
            decimalSeparator=","
            error={fieldError("sizeM3")}
          />
          <Select
            label="Classe do resíduo"
            data={WASTE_CLASSES.map((c) => ({ value: c, label: WASTE_CLASS_LABEL[c] }))}
            value={wasteClass}
            onChange={(v) => setWasteClass((v ?? "A") as WasteClass)}
            allowDeselect={false}
          />
          <Select
            label="Para"
            data={[
              { value: EVERYONE, label: "Todos os clientes" },
              ...clients.map((c) => ({ value: c.id, label: c.name })),
            ]}
            value={client}
            onChange={(v) => setClient(v ?? EVERYONE)}
            allowDeselect={false}
            error={fieldError("clientOrgId")}
          />
          <MoneyInput label="Locação" field={rental} serverError={fieldError("rentalCents")} />
          <NumberInput
            label="Peso incluído (t)"
            value={tonnes}
            onChange={setTonnes}
            decimalSeparator=","
            decimalScale={3}
            error={fieldError("includedTonnes")}
          />
        </SimpleGrid>
        <Button type="submit" loading={pending}>
          Salvar preço
        </Button>
        <FormAlert color="green" role="status" message={saved ? "Preço salvo." : null} />
        <FormAlert message={error} />
      </Stack>
    </form>
  );
}
