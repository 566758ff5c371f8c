"use client";

import { Button, Group, Radio, Stack, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { DateField, TimeField } from "@/features/forms/date-time-field";
import { FormAlert } from "@/features/forms/form-alert";
import { useTRPC } from "@/lib/trpc/client";
import { typedInstant } from "@/lib/typed-date";

/** The city's decision (upheld / cancelled), the WhatsApp read confirmation and the payment record. */
export function CitationDecision({
  id,
  status,
  canDecide,
  awaitingRead,
}: {
  id: string;
  status: string;
  canDecide: boolean;
  awaitingRead: boolean;
}) {
  const trpc = useTRPC();
  const decide = useMutation(trpc.city.citations.decide.mutationOptions());
  const paid = useMutation(trpc.city.citations.markPaid.mutationOptions());
  const read = useMutation(trpc.city.citations.confirmRead.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [outcome, setOutcome] = useState("upheld");
  const [decision, setDecision] = useState("");
  const [paidAt, setPaidAt] = useState("");
  const [readOn, setReadOn] = useState("");
  const [readTime, setReadTime] = useState("");
  return (
    <Stack>
      {awaitingRead && (
        <Group align="flex-end">
          <DateField
            label="Lido no WhatsApp em"
            value={readOn}
            onChange={setReadOn}
            error={fieldError("readAt")}
          />
          <TimeField label="Hora da leitura" value={readTime} onChange={setReadTime} />
          <Button
            variant="light"
            loading={pending}
            onClick={() => run(() => read.mutateAsync({ id, readAt: typedInstant(readOn, readTime) }))}
          >
            Registrar confirmação de leitura
          </Button>
        </Group>
      )}
      {canDecide && (
        <Stack>
          <Radio.Group label="Decisão" value={outcome} onChange={setOutcome}>
            <Group mt={4}>
              <Radio value="upheld" label="Manter o auto" />
              <Radio value="cancelled" label="Cancelar o auto" />
            </Group>
          </Radio.Group>
          <Textarea
            label="Fundamentação"
            value={decision}
            onChange={(e) => setDecision(e.currentTarget.value)}
            autosize
            minRows={3}
            error={fieldError("decision")}
          />
          <Group>
            <Button
              loading={pending}
              onClick={() => {
                if (
                  window.confirm(
                    outcome === "upheld" ? "Manter o auto de infração?" : "Cancelar o auto de infração?",
                  )
                )
                  void run(() => decide.mutateAsync({ id, outcome: outcome as "upheld", decision }));
              }}
            >
              Registrar decisão
            </Button>
          </Group>
        </Stack>
      )}
      {(status === "upheld" || status === "overdue") && (
        <Group align="flex-end">
          <DateField label="Pago em" value={paidAt} onChange={setPaidAt} error={fieldError("paidAt")} />
          <Button
            variant="light"
            color="green"
            loading={pending}
            onClick={() => run(() => paid.mutateAsync({ id, paidAt: typedInstant(paidAt) }))}
          >
            Registrar pagamento
          </Button>
        </Group>
      )}
      <FormAlert message={error} />
    </Stack>
  );
}
