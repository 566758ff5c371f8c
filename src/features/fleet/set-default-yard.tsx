"use client";

import { Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/client";
import { useAction } from "./use-fleet-mutation";

/** "Tornar padrão": the yard where trucks without a home yard start and end their day. */
export function SetDefaultYard({ id, name }: { id: string; name: string }) {
  const trpc = useTRPC();
  const setDefault = useMutation(trpc.fleet.yards.setDefault.mutationOptions());
  const { run, pending, error } = useAction();
  return (
    <Button
      size="xs"
      variant="light"
      loading={pending}
      title={error ?? undefined}
      aria-label={`Tornar padrão o pátio ${name}`}
      onClick={() => void run(() => setDefault.mutateAsync({ id }))}
    >
      Tornar padrão
    </Button>
  );
}
