"use client";

import { Alert, Button, Group, Select, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { MoneyInput, useMoney } from "@/features/forms/money-input";
import { useTRPC } from "@/lib/trpc/client";

/** A surcharge added once to the rental of orders in one municipality. */
export function SurchargeForm({ municipalities }: { municipalities: { value: string; label: string }[] }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.pricing.saveSurcharge.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [municipalityId, setMunicipalityId] = useState(municipalities[0]?.value ?? "");
  const amount = useMoney(null);
  return (
    <form
      aria-label="Acréscimo por município"
      onSubmit={async (e) => {
        e.preventDefault();
        const surchargeCents = amount.read();
        if (surchargeCents === null) return;
        if (await run(() => save.mutateAsync({ municipalityId, surchargeCents }))) amount.setText("");
      }}
    >
      <Stack maw={720}>
        <Group grow align="flex-start">
          <Select
            label="Município"
            data={municipalities}
            value={municipalityId}
            onChange={(v) => setMunicipalityId(v ?? "")}
            allowDeselect={false}
            error={fieldError("municipalityId")}
          />
          <MoneyInput label="Acréscimo" field={amount} serverError={fieldError("surchargeCents")} />
        </Group>
        <Button type="submit" loading={pending}>
          Salvar acréscimo
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
