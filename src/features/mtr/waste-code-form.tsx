"use client";

import { Alert, Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { NBR_CLASS_LABEL, type NbrClass } from "@/domain/mtr";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

/** The hauler's admin adds or replaces one row of its IBAMA table. */
export function WasteCodeForm() {
  const trpc = useTRPC();
  const save = useMutation(trpc.mtr.hauler.saveWasteCode.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [wasteClass, setClass] = useState<"A" | "B" | "C" | "D">("A");
  const [material, setMaterial] = useState("");
  const [ibamaCode, setCode] = useState("");
  const [nbrClass, setNbr] = useState<NbrClass>("IIB");
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        await run(() => save.mutateAsync({ wasteClass, material, ibamaCode, nbrClass }));
      }}
    >
      <Stack gap="xs" maw={520}>
        <Group grow align="flex-start">
          <NativeSelect
            label="Classe CONAMA 307"
            value={wasteClass}
            onChange={(e) => setClass(e.currentTarget.value as "A")}
            data={["A", "B", "C", "D"]}
          />
          <TextInput
            label="Palavra do material"
            description="* para qualquer material da classe"
            value={material}
            onChange={(e) => setMaterial(e.currentTarget.value)}
            error={fieldError("material")}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label="Código IBAMA"
            description="IN IBAMA 13/2012, ex.: 170107"
            value={ibamaCode}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={fieldError("ibamaCode")}
          />
          <NativeSelect
            label="Classe NBR 10.004"
            value={nbrClass}
            onChange={(e) => setNbr(e.currentTarget.value as NbrClass)}
            data={Object.entries(NBR_CLASS_LABEL).map(([value, label]) => ({ value, label }))}
          />
        </Group>
        <Group>
          <Button type="submit" loading={pending}>
            Salvar código
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
