"use client";

import { Button, Group, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { useTRPC } from "@/lib/trpc/client";

/** Sends the admin to Stripe's onboarding (an Account Link) and re-reads the account on return. */
export function ConnectButtons({ started }: { started: boolean }) {
  const trpc = useTRPC();
  const onboard = useMutation(
    trpc.billing.connect.startOnboarding.mutationOptions({
      onSuccess: ({ url }) => window.location.assign(url),
    }),
  );
  const refresh = useMutation(trpc.billing.connect.refresh.mutationOptions());
  const { run, error, pending } = useAction();
  return (
    <Stack gap="xs" align="flex-start">
      <Group>
        <Button loading={onboard.isPending} onClick={() => onboard.mutate()}>
          {started ? "Continuar cadastro no Stripe" : "Conectar conta Stripe"}
        </Button>
        {started && (
          <Button variant="light" loading={pending} onClick={() => void run(() => refresh.mutateAsync())}>
            Atualizar situação
          </Button>
        )}
      </Group>
      <FormAlert message={onboard.error?.message ?? error ?? undefined} />
    </Stack>
  );
}
