"use client";

import { Alert, Button, Group, NumberInput, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { typedNumberOrNull } from "@/features/forms/typed-number";
import { useTRPC } from "@/lib/trpc/client";
import { useAction } from "./use-fleet-mutation";

export function CreateTruckForm() {
  const trpc = useTRPC();
  const create = useMutation(trpc.fleet.createTruck.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [plate, setPlate] = useState("");
  const [capacity, setCapacity] = useState<string | number>("");
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await run(() => create.mutateAsync({ plate, capacityT: typedNumberOrNull(capacity) }));
        if (ok) setPlate("");
      }}
    >
      <Group align="flex-end">
        <TextInput
          label="Placa"
          placeholder="ABC-1234 ou ABC1D23"
          value={plate}
          onChange={(e) => setPlate(e.currentTarget.value)}
          error={fieldError("plate")}
        />
        <NumberInput
          label="Capacidade (t)"
          decimalSeparator=","
          value={capacity}
          onChange={setCapacity}
          w={140}
        />
        <Button type="submit" loading={pending}>
          Cadastrar caminhão poliguindaste
        </Button>
      </Group>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
    </form>
  );
}
