"use client";

import { Alert, Button, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/client";
import { InlineEditor } from "./inline-editor";
import { ShiftFields, shiftOf } from "./shift-fields";
import { useAction } from "./use-fleet-mutation";

interface DriverShiftRow {
  id: string;
  name: string;
  shiftStart: string;
  shiftEnd: string;
  breakMinutes: number;
}

/** "Editar o motorista João da Silva": the shift and the break. */
export function EditDriver({ driver }: { driver: DriverShiftRow }) {
  return (
    <InlineEditor label="Editar" name={`Editar o motorista ${driver.name}`}>
      {(close) => <DriverShiftForm driver={driver} onSaved={close} />}
    </InlineEditor>
  );
}

function DriverShiftForm({ driver, onSaved }: { driver: DriverShiftRow; onSaved: () => void }) {
  const trpc = useTRPC();
  const update = useMutation(trpc.fleet.updateDriver.mutationOptions());
  const { run, fieldError, alertBeside, pending } = useAction();
  const alert = alertBeside("shiftStart", "shiftEnd", "breakMinutes");
  const [shift, setShift] = useState({
    shiftStart: driver.shiftStart,
    shiftEnd: driver.shiftEnd,
    breakMinutes: driver.breakMinutes as string | number,
  });
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (await run(() => update.mutateAsync({ id: driver.id, ...shiftOf(shift) }))) onSaved();
      }}
    >
      <Stack gap="xs">
        <ShiftFields value={shift} onChange={setShift} fieldError={fieldError} />
        <Button type="submit" size="xs" loading={pending}>
          Salvar turno
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
