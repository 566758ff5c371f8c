"use client";

import { Alert, Button, Stack } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

/**
 * "Emitir MTR" with everything the CTR knows, or "Tentar de novo" after a refusal or while it waits:
 * the one button of the CTR's page, the board's job card and the driver's card (`compact`). The page
 * is refreshed and the jobs read again, so every place shows the MTR's number at once.
 */
export function MtrActions({
  ctrId,
  mtrId,
  status,
  compact = false,
}: {
  ctrId: string;
  mtrId: string | null;
  status: string | null;
  compact?: boolean;
}) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const request = useMutation(trpc.mtr.hauler.request.mutationOptions());
  const retry = useMutation(trpc.mtr.hauler.retry.mutationOptions());
  const { run, error, pending } = useAction();
  const act = (send: () => Promise<unknown>) =>
    run(async () => {
      const done = await send();
      await qc.invalidateQueries(trpc.dispatch.jobs.pathFilter());
      return done;
    });
  const size = compact ? "xs" : "sm";
  return (
    <Stack gap="xs">
      {mtrId === null ? (
        <Button
          size={size}
          loading={pending}
          onClick={() => act(() => request.mutateAsync({ ctrId }))}
          maw={240}
        >
          Emitir MTR
        </Button>
      ) : (
        <Button
          size={size}
          loading={pending}
          variant="light"
          onClick={() => act(() => retry.mutateAsync({ id: mtrId }))}
        >
          {status === "failed" ? "Tentar de novo" : "Enviar agora"}
        </Button>
      )}
      {error && (
        <Alert color="red" role="alert" p={compact ? "xs" : undefined}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
