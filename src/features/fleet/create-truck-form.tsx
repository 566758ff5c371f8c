"use client";

import { Alert, Button, Group, NumberInput, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { typedNumberOrNull } from "@/features/forms/typed-number";
import { useTRPC } from "@/lib/trpc/client";
import { TruckDayFields, truckDayOf, type YardOption } from "./truck-day-fields";
import { useAction } from "./use-fleet-mutation";

const NEW_DAY = { cacambaCapacity: "1", homeYardId: "" };

export function CreateTruckForm({ yards }: { yards: readonly YardOption[] }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.fleet.createTruck.mutationOptions());
  const { run, fieldError, alertBeside, pending } = useAction();
  const alert = alertBeside("plate", "cacambaCapacity", "homeYardId");
  const [plate, setPlate] = useState("");
  const [capacity, setCapacity] = useState<string | number>("");
  const [day, setDay] = useState(NEW_DAY);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await run(() =>
          create.mutateAsync({ plate, capacityT: typedNumberOrNull(capacity), ...truckDayOf(day) }),
        );
        if (ok) {
          setPlate("");
          setDay(NEW_DAY);
        }
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
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
        </Group>
        <TruckDayFields value={day} onChange={setDay} yards={yards} fieldError={fieldError} />
        <Group>
          <Button type="submit" loading={pending}>
            Cadastrar caminhão poliguindaste
          </Button>
        </Group>
      </Stack>
      {alert && (
        <Alert color="red" mt="sm" role="alert">
          <CitedText newTab textColour>
            {alert}
          </CitedText>
        </Alert>
      )}
    </form>
  );
}
