"use client";

import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useTRPC } from "@/lib/trpc/client";
import { NEW_SHIFT, ShiftFields, shiftOf } from "./shift-fields";
import { useAction } from "./use-fleet-mutation";

const EMPTY = { name: "", cnhNumber: "", cnhCategory: "", cnhValidUntil: "" };

export function CreateDriverForm() {
  const trpc = useTRPC();
  const create = useMutation(trpc.fleet.createDriver.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [v, setV] = useState(EMPTY);
  const [shift, setShift] = useState(NEW_SHIFT);
  const input = (key: keyof typeof EMPTY, label: string, placeholder?: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={v[key]}
      onChange={(e) => setV({ ...v, [key]: e.currentTarget.value })}
      error={fieldError(key)}
    />
  );
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (await run(() => create.mutateAsync({ ...v, ...shiftOf(shift) }))) {
          setV(EMPTY);
          setShift(NEW_SHIFT);
        }
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          {input("name", "Nome")}
          {input("cnhNumber", "Nº da CNH", "11 dígitos")}
          {input("cnhCategory", "Categoria", "C")}
          {input("cnhValidUntil", "Validade da CNH", "dd/mm/aaaa")}
        </Group>
        <ShiftFields value={shift} onChange={setShift} fieldError={fieldError} />
        <Group>
          <Button type="submit" loading={pending}>
            Cadastrar motorista
          </Button>
        </Group>
      </Stack>
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
