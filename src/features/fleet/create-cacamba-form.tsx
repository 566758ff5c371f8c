"use client";

import { Alert, Button, Group, NumberInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { typedNumber, typedNumberOrNull } from "@/features/forms/typed-number";
import { useTRPC } from "@/lib/trpc/client";
import { useAction } from "./use-fleet-mutation";

export function CreateCacambaForm() {
  const trpc = useTRPC();
  const create = useMutation(trpc.fleet.createCacamba.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [v, setV] = useState({
    capacityM3: "" as string | number,
    lengthM: "" as string | number,
    widthM: "" as string | number,
    heightM: "" as string | number,
  });
  const [created, setCreated] = useState<number | null>(null);
  const field = (key: keyof typeof v, label: string) => (
    <NumberInput
      label={label}
      decimalSeparator=","
      min={0}
      value={v[key]}
      onChange={(x) => setV({ ...v, [key]: x })}
      error={fieldError(key)}
      w={150}
    />
  );
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const row = await run(() =>
          create.mutateAsync({
            capacityM3: typedNumber(v.capacityM3),
            lengthM: typedNumberOrNull(v.lengthM),
            widthM: typedNumberOrNull(v.widthM),
            heightM: typedNumberOrNull(v.heightM),
          }),
        );
        if (row) setCreated(row.number);
      }}
    >
      <Group align="flex-end" wrap="wrap">
        {field("capacityM3", "Capacidade (m³)")}
        {field("lengthM", "Comprimento (m)")}
        {field("widthM", "Largura (m)")}
        {field("heightM", "Altura (m)")}
        <Button type="submit" loading={pending}>
          Cadastrar caçamba
        </Button>
      </Group>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
      {created !== null && !error && (
        <Alert color="green" mt="sm">
          Caçamba nº {String(created).padStart(2, "0")} cadastrada.
        </Alert>
      )}
    </form>
  );
}
