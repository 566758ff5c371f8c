"use client";

import { Alert, Button, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { MtrSystem } from "@/domain/mtr";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

function Action({ label, color, onRun }: { label: string; color?: string; onRun: () => Promise<unknown> }) {
  const { run, error, pending } = useAction();
  return (
    <Stack gap={4}>
      <Button size="xs" variant="light" color={color} loading={pending} onClick={() => run(onRun)}>
        {label}
      </Button>
      {error && (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

export function RemoveCredentials({ system, label }: { system: MtrSystem; label: string }) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.mtr.removeCredentials.mutationOptions());
  return <Action label={`Remover ${label}`} color="red" onRun={() => remove.mutateAsync({ system })} />;
}

/** The generator authorizes or revokes one hauler (audited). */
export function ConsentToggle({
  haulerOrgId,
  granted,
  haulerName,
}: {
  haulerOrgId: string;
  granted: boolean;
  haulerName: string;
}) {
  const trpc = useTRPC();
  const grant = useMutation(trpc.mtr.generator.grant.mutationOptions());
  const revoke = useMutation(trpc.mtr.generator.revoke.mutationOptions());
  return granted ? (
    <Action label={`Revogar ${haulerName}`} color="red" onRun={() => revoke.mutateAsync({ haulerOrgId })} />
  ) : (
    <Action label={`Autorizar ${haulerName}`} onRun={() => grant.mutateAsync({ haulerOrgId })} />
  );
}

export function RemoveWasteCode({ id, label }: { id: string; label: string }) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.mtr.hauler.removeWasteCode.mutationOptions());
  return <Action label={`Remover ${label}`} color="red" onRun={() => remove.mutateAsync({ id })} />;
}
