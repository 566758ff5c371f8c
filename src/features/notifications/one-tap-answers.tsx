"use client";

import { Alert, Button, Group } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

/** "Está cheia" and "Pedir a retirada" from a one-tap link: each once; a repeat says it was already done. */
export function OneTapAnswers({
  token,
  full,
  pickupRequested,
}: {
  token: string;
  full: boolean;
  pickupRequested: boolean;
}) {
  const trpc = useTRPC();
  const answer = useMutation(trpc.notifications.oneTap.answer.mutationOptions());
  const { run, error, pending } = useAction();
  const [done, setDone] = useState<string | null>(null);
  async function tap(action: "full" | "pickup") {
    const r = await run(() => answer.mutateAsync({ token, action }));
    if (r)
      setDone(
        action === "full"
          ? "Pronto: a empresa foi avisada de que a caçamba está cheia."
          : "Pronto: a empresa recebeu o pedido de retirada.",
      );
  }
  return (
    <>
      <Group>
        <Button color="orange" size="md" disabled={full} loading={pending} onClick={() => tap("full")}>
          {full ? "Cheia — avisada" : "Está cheia"}
        </Button>
        <Button size="md" disabled={pickupRequested} loading={pending} onClick={() => tap("pickup")}>
          {pickupRequested ? "Retirada pedida" : "Pedir a retirada"}
        </Button>
      </Group>
      {done && (
        <Alert color="green" role="status">
          {done}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
    </>
  );
}
