"use client";

import { Alert, Button, List, ListItem, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { CitedText } from "@/components/ui/cited-text";
import { fineRemarks } from "@/domain/fines/remarks";
import { formatMoneyCents } from "@/lib/format";
import { withReturnPath } from "@/lib/nav/return-path";
import { useTRPC } from "@/lib/trpc/client";
import { deadlineLine, FINE_CLASS_LABEL } from "./labels";

/** The tRPC error's field errors, if any. */
export function fieldErrorsOf(e: unknown): Record<string, string[]> {
  return (e as { data?: { fieldErrors?: Record<string, string[]> } } | null)?.data?.fieldErrors ?? {};
}

/**
 * A value the law leaves to the city (update factor, UPF, the annex) is missing: the server's pt-BR
 * message and the way to the settings screen, which brings the auditor back here (`voltar`) once saved.
 */
export function FineConfigNeeded({ message }: { message: string }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const here = query ? `${pathname}?${query}` : pathname;
  return (
    <Alert color="orange" title="Configuração necessária" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <CitedText newTab textColour>
            {message}
          </CitedText>
        </Text>
        <Button
          component={Link}
          href={withReturnPath("/fiscalizacao/configuracao", here)}
          size="sm"
          variant="light"
        >
          Abrir a configuração da fiscalização
        </Button>
      </Stack>
    </Alert>
  );
}

/** The fine the rules engine gives for the article, with the offender's history, before the auto is issued. */
export function FinePreview({
  offenderOrgId,
  article,
  severity,
  aggravating,
  attenuating,
}: {
  offenderOrgId: string | null;
  article: string;
  severity: string | null;
  aggravating: string[];
  attenuating: string[];
}) {
  const trpc = useTRPC();
  const enabled = Boolean(offenderOrgId) && article.trim().length >= 5;
  const q = useQuery({
    ...trpc.city.citations.fine.queryOptions({
      offenderOrgId: offenderOrgId ?? "00000000-0000-4000-8000-000000000000",
      article,
      severity: (severity || null) as "leve" | null,
      aggravating: aggravating as "I"[],
      attenuating: attenuating as "I"[],
    }),
    enabled,
    retry: false,
  });
  if (!enabled) return null;
  if (q.error) {
    const config = fieldErrorsOf(q.error).fineConfig?.[0];
    if (config) return <FineConfigNeeded message={config} />;
    return (
      <Alert color="orange">
        <CitedText newTab textColour>
          {q.error.message}
        </CitedText>
      </Alert>
    );
  }
  const f = q.data;
  if (!f) return <Text c="dimmed">Calculando a multa…</Text>;
  if ("configNeeded" in f) return <FineConfigNeeded message={f.configNeeded} />;
  const noFine = f.notInForce ?? f.notDue;
  if (noFine)
    return (
      <Alert
        color="orange"
        title={<CitedText newTab textColour>{`Sem multa nesta data (${noFine.article})`}</CitedText>}
        role="status"
      >
        <Text size="sm">
          <CitedText newTab textColour>
            {noFine.message}
          </CitedText>
        </Text>
      </Alert>
    );
  const amount =
    f.amountCents !== undefined
      ? formatMoneyCents(f.amountCents)
      : f.minCents !== undefined && f.maxCents !== undefined
        ? `de ${formatMoneyCents(f.minCents)} a ${formatMoneyCents(f.maxCents)}`
        : "sem valor definido";
  return (
    <Alert
      color="blue"
      title={
        <CitedText newTab textColour>
          {`Multa ${f.class ? FINE_CLASS_LABEL[f.class] : ""}: ${amount} (${f.article})`}
        </CitedText>
      }
    >
      <Stack gap={4}>
        <Text size="sm">
          <CitedText newTab textColour>{`Reincidência: ${f.reincidence.effect}`}</CitedText>
        </Text>
        {f.deadlines.map((d) => (
          <Text size="sm" key={`${d.kind}-${d.article}`}>
            <CitedText newTab textColour>
              {deadlineLine(d)}
            </CitedText>
          </Text>
        ))}
        <List size="sm">
          {fineRemarks(f).map((n) => (
            <ListItem key={n}>
              <CitedText newTab textColour>
                {n}
              </CitedText>
            </ListItem>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
