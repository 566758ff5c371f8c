"use client";

import { Alert, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { UNBATCHED, useTRPC } from "@/lib/trpc/client";
import { type DriverJob, JobCard, KIND_LABEL } from "./job-card";
import { jobOnPhone } from "./offline/job-on-phone";
import { keepOnPhone, makeReadyOffline } from "./offline/offline-ready";
import { QueueStatus } from "./offline/queue-status";
import { ReportQueueProvider, useReportQueue } from "./offline/report-queue";
import { PositionSharing } from "./position-sharing";

const ctrPdfsOf = (jobs: readonly DriverJob[]) =>
  jobs.flatMap((j) => (j.ctrId ? [`/api/ctr/hauler/${j.ctrId}/pdf`] : []));

/**
 * Once the page is kept on the phone, today's reads are read again so that the phone keeps them too,
 * with the CTR PDFs the driver shows at the receiver's gate.
 */
function useReadyOffline(refetch: () => Promise<unknown>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    makeReadyOffline()
      .then(async (ok) => {
        if (!ok || !live) return;
        await refetch();
        if (live) setReady(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refetch]);
  return ready;
}

function Jobs({ jobs, userId, ready }: { jobs: DriverJob[]; userId: string; ready: boolean }) {
  const { reports } = useReportQueue();
  const pdfs = ctrPdfsOf(jobs).join(" ");
  useEffect(() => {
    if (ready && pdfs) void keepOnPhone(pdfs.split(" "));
  }, [ready, pdfs]);
  const onPhone = jobs.map((j) => jobOnPhone(j, reports));
  const nextIndex = onPhone.findIndex((j) => j.status === "scheduled" || j.status === "en_route");
  // Positions go with a job the server has as under way (the phone may be ahead of it).
  const open = jobs.find((j) => j.status === "en_route" && !reports.some((r) => r.jobId === j.id));
  const label = (jobId: string) => {
    const job = jobs.find((j) => j.id === jobId);
    return job
      ? `${KIND_LABEL[job.kind as keyof typeof KIND_LABEL].toLowerCase()} em ${job.siteName ?? "obra"}`
      : "serviço";
  };
  return (
    <Stack>
      {ready && (
        <Text size="sm" c="dimmed" data-testid="offline-ready">
          Os serviços de hoje ficam disponíveis neste aparelho mesmo sem sinal.
        </Text>
      )}
      <QueueStatus jobLabel={label} />
      <PositionSharing jobId={open?.id ?? null} />
      {onPhone.length === 0 && <Text>Nenhum serviço para você hoje.</Text>}
      {onPhone.map((job, i) => (
        <JobCard key={job.id} job={job} big={i === nextIndex} userId={userId} waiting={job.waiting.length} />
      ))}
    </Stack>
  );
}

/** The driver's phone view: today's jobs in order, the next one big; it works without signal. */
export function DriverDay() {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const day = useQuery(trpc.dispatch.jobs.myDay.queryOptions(undefined, UNBATCHED));
  const { refetch } = day;
  // The yard's caçambas too: the card's picker needs them once the driver is on the way.
  const readAgain = useCallback(
    () => Promise.all([refetch(), qc.fetchQuery(trpc.fleet.cacambas.queryOptions(undefined, UNBATCHED))]),
    [refetch, qc, trpc],
  );
  const ready = useReadyOffline(readAgain);
  if (day.isPending) return <Text>Carregando os serviços de hoje…</Text>;
  if (day.error) return <Alert color="red">{day.error.message}</Alert>;
  if (!day.data.linked)
    return (
      <Alert color="yellow">
        Seu usuário ainda não está ligado a um motorista da frota. Peça ao despacho para fazer o vínculo.
      </Alert>
    );
  return (
    <ReportQueueProvider userId={day.data.userId}>
      <Jobs jobs={day.data.jobs} userId={day.data.userId} ready={ready} />
    </ReportQueueProvider>
  );
}
