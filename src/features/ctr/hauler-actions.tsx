"use client";

import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";
import { SignatureField } from "./signature-field";

/** Depart (the load leaves the site, generator signs) and cancel (before receipt, with reason). */
export function HaulerCtrActions({
  id,
  status,
  canCancel,
}: {
  id: string;
  status: string;
  canCancel: boolean;
}) {
  const trpc = useTRPC();
  const depart = useMutation(trpc.ctr.hauler.depart.mutationOptions());
  const cancel = useMutation(trpc.ctr.hauler.cancel.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [signer, setSigner] = useState("");
  const [signaturePng, setSignature] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const open = status === "issued" || status === "in_transit";
  if (!open) return null;
  return (
    <Stack>
      {status === "issued" && (
        <Stack gap="xs" maw={480}>
          <TextInput
            label="Quem assina pelo gerador (opcional)"
            value={signer}
            onChange={(e) => setSigner(e.currentTarget.value)}
            error={fieldError("generatorSignerName")}
          />
          <SignatureField
            label="Assinatura do gerador"
            onChange={setSignature}
            error={fieldError("signaturePng")}
          />
          <Button
            loading={pending}
            onClick={() =>
              run(() => depart.mutateAsync({ id, generatorSignerName: signer || null, signaturePng }))
            }
          >
            Marcar saída da obra
          </Button>
        </Stack>
      )}
      {canCancel && (
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Motivo do cancelamento"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={fieldError("reason")}
          />
          <Button
            color="red"
            variant="light"
            loading={pending}
            onClick={() => {
              if (window.confirm("Cancelar este CTR? O número não será reaproveitado."))
                void run(() => cancel.mutateAsync({ id, reason }));
            }}
          >
            Cancelar CTR
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
    </Stack>
  );
}
