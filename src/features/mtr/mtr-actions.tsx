"use client";

import { Alert, Button, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

/** "Emitir MTR" with everything the CTR knows, or "Tentar de novo" after a refusal or while it waits. */
export function MtrActions({
  ctrId,
  mtrId,
  status,
}: {
  ctrId: string;
  mtrId: string | null;
  status: string | null;
}) {
  const trpc = useTRPC();
  const request = useMutation(trpc.mtr.hauler.request.mutationOptions());
  const retry = useMutation(trpc.mtr.hauler.retry.mutationOptions());
  const { run, error, pending } = useAction();
  return (
    <Stack gap="xs">
      {mtrId === null ? (
        <Button loading={pending} onClick={() => run(() => request.mutateAsync({ ctrId }))} maw={240}>
          Emitir MTR
        </Button>
      ) : (
        <Button loading={pending} variant="light" onClick={() => run(() => retry.mutateAsync({ id: mtrId }))}>
          {status === "failed" ? "Tentar de novo" : "Enviar agora"}
        </Button>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
