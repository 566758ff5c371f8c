"use client";

import { Alert, Button, Group, NativeSelect } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useTRPC } from "@/lib/trpc/client";
import { CACAMBA_STATUS_LABEL } from "./status-labels";
import { useAction } from "./use-fleet-mutation";

type Status = keyof typeof CACAMBA_STATUS_LABEL;

const OPTIONS = Object.entries(CACAMBA_STATUS_LABEL).map(([value, label]) => ({ value, label }));

/** The caçamba's situation in the fleet (pátio, rua, manutenção…), changed by the admin or dispatch; audit-logged. */
export function CacambaStatusForm({ id, status }: { id: string; status: Status }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.fleet.setCacambaStatus.mutationOptions());
  const { run, pending, error } = useAction();
  const [value, setValue] = useState<Status>(status);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => save.mutateAsync({ id, status: value }));
      }}
    >
      <Group align="end">
        <NativeSelect
          label="Situação da caçamba"
          data={OPTIONS}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value as Status)}
          w={220}
        />
        <Button type="submit" variant="light" loading={pending} disabled={value === status}>
          Salvar situação
        </Button>
      </Group>
      {error && (
        <Alert color="red" mt="xs">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
    </form>
  );
}
