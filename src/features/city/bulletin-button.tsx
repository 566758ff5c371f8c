"use client";

import { Button, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { useTRPC } from "@/lib/trpc/client";

export function GenerateBulletinButton() {
  const trpc = useTRPC();
  const gen = useMutation(trpc.city.bulletins.generate.mutationOptions());
  const { run, error, pending } = useAction();
  return (
    <Stack gap="xs" align="flex-start">
      <Button loading={pending} onClick={() => run(() => gen.mutateAsync())}>
        Gerar boletim agora
      </Button>
      {pending && <FormAlert color="blue" message="Conferindo as licenças e gerando o PDF…" />}
      <FormAlert message={error} />
    </Stack>
  );
}
