"use client";

import { Alert, Button, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { formatPlate } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";
import { InlineEditor } from "./inline-editor";
import { TruckDayFields, truckDayOf, type YardOption } from "./truck-day-fields";
import { useAction } from "./use-fleet-mutation";

/** "Editar o caminhão GTR-8812": its caçambas per trip and its home yard. */
export function EditTruck({
  truck,
  yards,
}: {
  truck: { id: string; plate: string; cacambaCapacity: number; homeYardId: string | null };
  yards: readonly YardOption[];
}) {
  return (
    <InlineEditor label="Editar" name={`Editar o caminhão ${formatPlate(truck.plate)}`}>
      {(close) => <TruckDayForm truck={truck} yards={yards} onSaved={close} />}
    </InlineEditor>
  );
}

function TruckDayForm({
  truck,
  yards,
  onSaved,
}: {
  truck: { id: string; cacambaCapacity: number; homeYardId: string | null };
  yards: readonly YardOption[];
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const update = useMutation(trpc.fleet.updateTruck.mutationOptions());
  const { run, fieldError, alertBeside, pending } = useAction();
  const alert = alertBeside("cacambaCapacity", "homeYardId");
  const [day, setDay] = useState({
    cacambaCapacity: String(truck.cacambaCapacity),
    homeYardId: truck.homeYardId ?? "",
  });
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (await run(() => update.mutateAsync({ id: truck.id, ...truckDayOf(day) }))) onSaved();
      }}
    >
      <Stack gap="xs">
        <TruckDayFields value={day} onChange={setDay} yards={yards} fieldError={fieldError} />
        <Button type="submit" size="xs" loading={pending}>
          Salvar caminhão
        </Button>
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
