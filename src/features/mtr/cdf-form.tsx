"use client";

import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

const br = (d: Date) => d.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

/** The receiver certifies a period's received MTRs in one action (the current month by default). */
export function CdfForm() {
  const trpc = useTRPC();
  const issue = useMutation(trpc.mtr.receiver.issueCdf.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const now = new Date();
  const [from, setFrom] = useState(br(new Date(now.getFullYear(), now.getMonth(), 1)));
  const [to, setTo] = useState(br(now));
  const [done, setDone] = useState<
    | {
        label: string;
        status: "issued" | "queued";
        number: string | null;
        count: number;
        message: string | null;
      }[]
    | null
  >(null);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        setDone(null);
        setDone(await run(() => issue.mutateAsync({ from, to })));
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="De"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            w={140}
            error={fieldError("from")}
          />
          <TextInput
            label="Até"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            w={140}
            error={fieldError("to")}
          />
          <Button type="submit" loading={pending}>
            Emitir CDF do período
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Um CDF por sistema, para todos os MTRs recebidos no período e ainda sem CDF. Os geradores são
          avisados e recebem o PDF nos seus documentos.
        </Text>
        {done && (
          <Alert color={done.every((c) => c.status === "issued") ? "green" : "yellow"} role="status">
            {done
              .map((c) =>
                c.status === "issued"
                  ? `CDF nº ${c.number} emitido (${c.count} MTR).`
                  : `CDF do ${c.label} aguardando o sistema (${c.count} MTR): ${c.message ?? ""} Ele é reenviado automaticamente e os geradores são avisados quando sair.`,
              )
              .join(" ")}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
