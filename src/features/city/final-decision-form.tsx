"use client";

import { Button, Group, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { DateField, TimeField } from "@/features/forms/date-time-field";
import { FormAlert } from "@/features/forms/form-alert";
import { useTRPC } from "@/lib/trpc/client";
import { typedInstant } from "@/lib/typed-date";

/**
 * The final decision where the payment counts from its notice (CM art. 107): the appeal judged, or its term
 * (CM art. 99) over with none; the notice's day and hour date the payment.
 */
export function FinalDecisionForm({ id }: { id: string }) {
  const trpc = useTRPC();
  const record = useMutation(trpc.city.citations.finalDecision.mutationOptions());
  const { run, fieldError, alertBeside, pending } = useAction();
  const [appeal, setAppeal] = useState<"judged" | "none">("judged");
  const [decision, setDecision] = useState("");
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Decisão definitiva
      </Title>
      <Text size="sm">
        O recurso suspende a multa (CM art. 102): o pagamento vence 15 dias depois da notificação da decisão
        definitiva (CM art. 107).
      </Text>
      <Radio.Group
        label="Como a decisão se tornou definitiva"
        value={appeal}
        onChange={(v) => setAppeal(v as "judged" | "none")}
        error={fieldError("appeal")}
      >
        <Group mt={4}>
          <Radio value="judged" label="Recurso julgado" />
          <Radio value="none" label="Sem recurso no prazo (CM art. 99)" />
        </Group>
      </Radio.Group>
      <Textarea
        label="Decisão definitiva"
        value={decision}
        onChange={(e) => setDecision(e.currentTarget.value)}
        autosize
        minRows={2}
        error={fieldError("decision")}
      />
      <Group align="flex-end">
        <DateField
          label="Autuado notificado em"
          value={day}
          onChange={setDay}
          error={fieldError("noticedAt")}
        />
        <TimeField label="Hora da notificação" value={time} onChange={setTime} />
        <Button
          loading={pending}
          onClick={() =>
            run(() =>
              record.mutateAsync({ id, appeal, decision, noticedAt: typedInstant(day, time || undefined) }),
            )
          }
        >
          Registrar a decisão definitiva
        </Button>
      </Group>
      <FormAlert message={alertBeside("appeal", "decision", "noticedAt")} />
    </Stack>
  );
}
