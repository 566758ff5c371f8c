"use client";

import { Alert, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { BRAZIL_UFS, MTR_SYSTEM_LABEL, MTR_SYSTEMS, type MtrSystem } from "@/domain/mtr";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useFocusResult } from "@/features/forms/use-focus-result";
import { useTRPC } from "@/lib/trpc/client";

const DEFAULT = "padrao";

/** The platform sets another MTR system for a state (or back to its default); audited. */
export function MtrStateForm() {
  const trpc = useTRPC();
  const save = useMutation(trpc.mtr.platform.saveStateSystem.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [uf, setUf] = useState<string>("MG");
  const [system, setSystem] = useState<string>(DEFAULT);
  const [done, setDone] = useState<string | null>(null);
  const { ref, focusResult } = useFocusResult<HTMLDivElement>();
  return (
    <Stack gap="xs" ref={ref}>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label="Estado"
          data={[...BRAZIL_UFS]}
          value={uf}
          onChange={(e) => setUf(e.currentTarget.value)}
          error={fieldError("uf")}
        />
        <NativeSelect
          label="Sistema de MTR"
          data={[
            { value: DEFAULT, label: "Padrão do estado" },
            ...MTR_SYSTEMS.map((s) => ({ value: s, label: MTR_SYSTEM_LABEL[s] })),
          ]}
          value={system}
          onChange={(e) => setSystem(e.currentTarget.value)}
          error={fieldError("system")}
        />
        <Button
          loading={pending}
          onClick={async () => {
            setDone(null);
            const chosen = system === DEFAULT ? null : (system as MtrSystem);
            const r = await run(() => save.mutateAsync({ uf, system: chosen }));
            focusResult();
            if (r)
              setDone(
                chosen
                  ? `${uf} passa a usar ${MTR_SYSTEM_LABEL[chosen]}.`
                  : `${uf} volta ao sistema padrão do estado.`,
              );
          }}
        >
          Salvar sistema do estado
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Vale para os próximos MTRs com origem no estado; os já pedidos seguem no sistema em que foram
        emitidos. A mudança fica no histórico de auditoria.
      </Text>
      {done && (
        <Text role="status" c="green.9" fw={600} tabIndex={-1} data-action-result="">
          {done}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" tabIndex={-1} data-action-result="">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
