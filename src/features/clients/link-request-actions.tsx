"use client";

import { Alert, Button, Group } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

/** Aceitar / Recusar a hauler's request to serve this client (a refused one can still be accepted). */
export function LinkRequestActions({
  haulerOrgId,
  haulerName,
  refused,
}: {
  haulerOrgId: string;
  haulerName: string;
  refused: boolean;
}) {
  const trpc = useTRPC();
  const accept = useMutation(trpc.clientLinks.accept.mutationOptions());
  const refuse = useMutation(trpc.clientLinks.refuse.mutationOptions());
  const { run, error, pending } = useAction();
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          loading={pending}
          aria-label={`Aceitar ${haulerName}`}
          onClick={() => run(() => accept.mutateAsync({ haulerOrgId }))}
        >
          Aceitar
        </Button>
        {!refused && (
          <Button
            size="xs"
            variant="default"
            color="red"
            loading={pending}
            aria-label={`Recusar ${haulerName}`}
            onClick={() => run(() => refuse.mutateAsync({ haulerOrgId }))}
          >
            Recusar
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert" mt="xs">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
    </>
  );
}
