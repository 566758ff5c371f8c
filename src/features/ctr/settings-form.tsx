"use client";

import { Alert, Button, Group, NumberInput, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { RECEIPT_OVERDUE_DAYS_MAX, RECEIPT_OVERDUE_DAYS_MIN } from "@/domain/ctr/overdue";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { typedNumber } from "@/features/forms/typed-number";
import { useTRPC } from "@/lib/trpc/client";

/** The hauler's admin sets after how many days without receipt a CTR is flagged. */
export function CtrSettingsForm({ initialDays }: { initialDays: number }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.ctr.hauler.saveSettings.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [days, setDays] = useState<string | number>(initialDays);
  const [saved, setSaved] = useState<number | null>(null);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(null);
        const done = await run(() => save.mutateAsync({ receiptOverdueDays: typedNumber(days) }));
        if (done) setSaved(done.receiptOverdueDays);
      }}
    >
      <Stack maw={420}>
        <NumberInput
          label="Dias sem recebimento até o CTR ser destacado"
          description={`De ${RECEIPT_OVERDUE_DAYS_MIN} a ${RECEIPT_OVERDUE_DAYS_MAX} dias, contados da emissão.`}
          size="md"
          value={days}
          onChange={setDays}
          error={fieldError("receiptOverdueDays")}
        />
        <Group>
          <Button type="submit" size="md" loading={pending}>
            Salvar prazo
          </Button>
        </Group>
        {saved !== null && (
          <Alert color="green" role="status">
            Prazo salvo: {saved} {saved === 1 ? "dia" : "dias"}.
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            <CitedText newTab textColour>
              {error}
            </CitedText>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
