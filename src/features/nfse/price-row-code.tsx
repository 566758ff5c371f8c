"use client";

import { Button, Group, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

/** The NFS-e service code of one price row; empty uses the NFS-e settings' default (070901). */
export function PriceRowCode({ id, label, initial }: { id: string; label: string; initial: string | null }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.nfse.setPriceRowCode.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [code, setCode] = useState(initial ?? "");
  return (
    <form
      aria-label={`Código da NFS-e de ${label}`}
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => save.mutateAsync({ priceRowId: id, tribNac: code.trim() || null }));
      }}
    >
      <Group gap={4} wrap="nowrap">
        <TextInput
          aria-label={`Código de tributação nacional de ${label}`}
          placeholder="padrão"
          size="xs"
          w={90}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={fieldError("tribNac") ?? error}
        />
        <Button type="submit" size="compact-xs" variant="light" loading={pending}>
          Salvar
        </Button>
      </Group>
    </form>
  );
}
