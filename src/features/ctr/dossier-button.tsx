"use client";

import { Alert, Button, Progress, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/client";

/** Starts the site dossier and shows its progress until the PDF can be downloaded. */
export function DossierButton({ siteId, siteName }: { siteId: string; siteName: string }) {
  const trpc = useTRPC();
  const start = useMutation(trpc.ctr.documents.startDossier.mutationOptions());
  const [id, setId] = useState<string | null>(null);
  const progress = useQuery({
    ...trpc.ctr.documents.dossier.queryOptions({ id: id ?? "00000000-0000-4000-8000-000000000000" }),
    enabled: id !== null,
    refetchInterval: (q) =>
      q.state.data?.status === "done" || q.state.data?.status === "failed" ? false : 700,
  });
  const d = progress.data;
  const pct = d
    ? d.status === "done"
      ? 100
      : d.total === 0
        ? 95
        : Math.min(95, (d.done / d.total) * 95)
    : 0;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        loading={start.isPending}
        disabled={id !== null && d?.status !== "done" && d?.status !== "failed"}
        onClick={async () => setId((await start.mutateAsync({ siteId })).id)}
      >
        Gerar dossiê de CTRs — {siteName}
      </Button>
      {id && d && d.status !== "done" && d.status !== "failed" && (
        <>
          <Progress value={pct} animated aria-label="Progresso do dossiê" />
          <Text size="sm">
            {d.done < d.total ? `Conferindo CTRs: ${d.done} de ${d.total}` : "Montando o PDF…"}
          </Text>
        </>
      )}
      {d?.status === "done" && (
        <Button component="a" href={`/api/ctr/dossie/${d.id}`} target="_blank" color="green">
          Baixar dossiê ({d.total} CTRs)
        </Button>
      )}
      {(d?.status === "failed" || start.error) && (
        <Alert color="red" role="alert">
          {start.error?.message ?? `Falha ao gerar o dossiê: ${d?.error ?? ""}. Tente de novo.`}
        </Alert>
      )}
    </Stack>
  );
}
