"use client";

import { Alert, Button, NumberInput, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { typedNumber, typedNumberOrNull } from "@/features/forms/typed-number";
import { formatDecimal } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";

/**
 * The receiver corrects the quantity of a load it already confirmed (a weighing typed wrong, a second
 * weighing): the CTR keeps the new figures, the change is audited with its reason, and the MTR's
 * receipt is altered in the system.
 */
export function ReceiptCorrection({
  id,
  weightT,
  volumeM3,
}: {
  id: string;
  weightT: number | null;
  volumeM3: number | null;
}) {
  const trpc = useTRPC();
  const correct = useMutation(trpc.ctr.receiver.correctReceipt.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [weight, setWeight] = useState<string | number>(weightT ?? "");
  const [volume, setVolume] = useState<string | number>(volumeM3 ?? "");
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" aria-labelledby="receipt-correction-title">
      <Stack gap="xs" maw={480}>
        <Title order={2} size="h4" id="receipt-correction-title">
          Corrigir a quantidade recebida
        </Title>
        <Text size="sm">
          Registrado: {weightT === null ? "sem peso" : `${formatDecimal(weightT, 3)} t`}
          {volumeM3 === null ? "" : ` · ${formatDecimal(volumeM3, 3)} m³`}. A correção fica no histórico com o
          motivo e, se houver MTR, o recebimento é alterado no sistema.
        </Text>
        <NumberInput
          label="Peso correto (t)"
          decimalSeparator=","
          min={0}
          value={weight}
          onChange={setWeight}
          error={fieldError("weightT")}
        />
        <NumberInput
          label="Volume recebido (m³, opcional)"
          decimalSeparator=","
          min={0}
          value={volume}
          onChange={setVolume}
          error={fieldError("volumeM3")}
        />
        <TextInput
          label="Motivo da correção"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={fieldError("reason")}
        />
        <Button
          variant="light"
          loading={pending}
          onClick={async () => {
            setDone(null);
            const r = await run(() =>
              correct.mutateAsync({
                id,
                weightT: typedNumber(weight),
                volumeM3: typedNumberOrNull(volume),
                reason,
              }),
            );
            if (r) setDone(`Quantidade do CTR ${r.number} corrigida.`);
          }}
        >
          Corrigir quantidade
        </Button>
        {done && (
          <Text role="status" c="green.9" fw={600}>
            {done}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
