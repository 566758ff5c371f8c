"use client";

import { Alert, Button, NumberInput, Select, SimpleGrid, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { WASTE_CLASSES, type WasteClass } from "@/domain/pricing/terms";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { MoneyInput, useMoney } from "@/features/forms/money-input";
import { typedNumber } from "@/features/forms/typed-number";
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
  return (
    <form
      aria-label="Preço por tamanho"
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(false);
        const rentalCents = rental.read();
        if (rentalCents === null) return;
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
        {saved && <Alert color="green">Preço salvo.</Alert>}
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
