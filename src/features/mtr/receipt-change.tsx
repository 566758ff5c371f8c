"use client";

import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { formatDecimal } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";

export interface ReceiptChangeShown {
  /** dd/mm/aaaa hh:mm, formatted on the server. */
  alteredAt: string;
  shippedQuantityM3: number;
  receivedQuantityM3: number | null;
  note: string | null;
  answerable: boolean;
  answerLabel: string | null;
  answeredAt: string | null;
  answerSynced: boolean;
}

/**
 * The receipt the receiver altered in the MTR system, as the CTR's page shows it to every party; the
 * generator (or its hauler, `answerAs`) accepts or refuses it (`aceiteAlteracaoRecebimento`).
 */
export function ReceiptChangeAnswer({
  mtrId,
  change,
  answerAs,
}: {
  mtrId: string;
  change: ReceiptChangeShown;
  answerAs: "generator" | "hauler" | null;
}) {
  const trpc = useTRPC();
  const asGenerator = useMutation(trpc.mtr.generator.answerReceiptChange.mutationOptions());
  const asHauler = useMutation(trpc.mtr.hauler.answerReceiptChange.mutationOptions());
  const { run, error, pending } = useAction();
  const answer = (accept: boolean) =>
    run(() =>
      answerAs === "hauler"
        ? asHauler.mutateAsync({ id: mtrId, accept })
        : asGenerator.mutateAsync({ id: mtrId, accept }),
    );
  const received =
    change.receivedQuantityM3 === null ? "—" : `${formatDecimal(change.receivedQuantityM3, 3)} m³`;
  return (
    <Alert
      color={change.answerable ? "orange" : "gray"}
      role="status"
      title="Recebimento alterado pelo destinador"
    >
      <Stack gap="xs">
        <Text size="sm">
          Em {change.alteredAt} o destinador alterou o recebimento no sistema: enviado{" "}
          {formatDecimal(change.shippedQuantityM3, 3)} m³, recebido {received}.
          {change.note ? ` Motivo: ${change.note}` : ""}
        </Text>
        {change.answerLabel ? (
          <Text size="sm" fw={600}>
            Alteração {change.answerLabel} em {change.answeredAt}
            {change.answerSynced ? "." : " — aguardando o sistema de MTR."}
          </Text>
        ) : answerAs && change.answerable ? (
          <>
            <Text size="sm">
              Aceite se a quantidade recebida está certa; recuse se não está: o sistema guarda a sua resposta.
            </Text>
            <Group>
              <Button size="sm" loading={pending} onClick={() => answer(true)}>
                Aceitar alteração
              </Button>
              <Button size="sm" variant="default" loading={pending} onClick={() => answer(false)}>
                Recusar alteração
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Aguardando a resposta do gerador.
          </Text>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
