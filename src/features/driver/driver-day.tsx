"use client";

import { Alert, Anchor, Badge, Button, Card, FileInput, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CtrQr } from "@/features/ctr/ctr-qr";
import { JobCtrLine } from "@/features/ctr/job-ctr";
import { focusSoon } from "@/lib/focus-soon";
import { useTRPC } from "@/lib/trpc/client";
import { CacambaPicker } from "./cacamba-picker";
import { PositionSharing } from "./position-sharing";

const KIND_LABEL = { drop_off: "Entrega", swap: "Troca", pick_up: "Retirada", dump: "Descarga no receptor" };
const STATUS_LABEL = {
  scheduled: "agendado",
  en_route: "a caminho",
  done: "concluído",
  failed: "não realizado",
  cancelled: "cancelado",
};

function currentPosition(): Promise<GeolocationPosition | null> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), {
      timeout: 8000,
      maximumAge: 60_000,
    }),
  );
}

async function uploadPhoto(file: File): Promise<string> {
  const res = await fetch(`/api/files?purpose=job_photo&name=${encodeURIComponent(file.name)}`, {
    method: "POST",
    body: file,
  });
  const body = (await res.json()) as { id?: string; message?: string };
  if (!res.ok || !body.id) throw new Error(body.message ?? "Falha no envio da foto.");
  return body.id;
}

type Job = {
  id: string;
  kind: keyof typeof KIND_LABEL;
  status: keyof typeof STATUS_LABEL;
  siteName: string | null;
  siteAddress: string | null;
  lat: number | null;
  lon: number | null;
  windowStart: string | null;
  windowEnd: string | null;
  generatorName: string | null;
  orderNotes: string | null;
  placementId: string | null;
  municipalityId: string | null;
  cacambaId: string | null;
  ctrId: string | null;
  ctrNumber: string | null;
  ctrStatus: string | null;
  ctrPublicCode: string | null;
};

/** One job card: navigation link, start, and record with photo + GPS + time. The idempotency key survives retries. */
function JobCard({ job, big }: { job: Job; big: boolean }) {
  const cardId = `servico-${job.id}`;
  const trpc = useTRPC();
  const qc = useQueryClient();
  const submit = useMutation(trpc.dispatch.jobs.submit.mutationOptions());
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [keys] = useState(() => ({ start: crypto.randomUUID(), complete: crypto.randomUUID() }));
  const [photoId, setPhotoId] = useState<string | null>(null);
  const leavesCacamba = job.kind === "drop_off" || job.kind === "swap";
  const [cacambaId, setCacambaId] = useState(job.kind === "drop_off" ? (job.cacambaId ?? "") : "");
  const [recorded, setRecorded] = useState<string | null>(null);

  async function send(action: "start" | "complete") {
    setPending(true);
    setError(null);
    try {
      const position = await currentPosition();
      if (action === "complete" && leavesCacamba && !cacambaId)
        throw new Error("Informe qual caçamba foi deixada: leia o QR do adesivo ou escolha da lista.");
      let fileId = photoId;
      if (action === "complete" && job.kind !== "dump") {
        if (!photo && !fileId) throw new Error("Tire a foto da caçamba no local antes de concluir.");
        if (!fileId && photo) {
          fileId = await uploadPhoto(photo);
          setPhotoId(fileId);
        }
      }
      await submit.mutateAsync({
        idempotencyKey: keys[action],
        jobId: job.id,
        action,
        at: new Date().toISOString(),
        lat: position?.coords.latitude,
        lon: position?.coords.longitude,
        accuracyM: position?.coords.accuracy,
        photoFileId: fileId ?? undefined,
        cacambaId: action === "complete" && leavesCacamba ? cacambaId : undefined,
      });
      await qc.invalidateQueries(trpc.dispatch.jobs.myDay.queryFilter());
      const hour = new Date().toLocaleTimeString("pt-BR", { hour: "2-digit", minute: "2-digit" });
      setRecorded(
        action === "start"
          ? `Saída registrada às ${hour}.`
          : `${KIND_LABEL[job.kind]} registrada às ${hour}.`,
      );
      focusAfter(action);
    } catch (e) {
      setError(
        e instanceof Error ? e.message : "Falha no envio: tente de novo, nada será registrado duas vezes.",
      );
    } finally {
      setPending(false);
    }
  }

  /** The pressed button is gone: focus goes on to the next step of this job, or to the next job. */
  function focusAfter(action: "start" | "complete") {
    if (action === "start")
      return focusSoon(["select", ".mantine-FileInput-input", "[data-complete]"], () =>
        document.getElementById(cardId),
      );
    focusSoon(['[data-testid="driver-job"][data-next="true"] h2', `#${CSS.escape(cardId)} h2`]);
  }

  const destination = job.lat !== null && job.lon !== null ? `${job.lat},${job.lon}` : null;
  return (
    <Card withBorder padding={big ? "lg" : "sm"} data-testid="driver-job" data-next={big} id={cardId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size={big ? "h3" : "h5"} tabIndex={-1}>
            {KIND_LABEL[job.kind]}
          </Title>
          <Badge>{STATUS_LABEL[job.status]}</Badge>
        </Group>
        <Text fw={600}>{job.siteName}</Text>
        <Text size="sm">{job.siteAddress}</Text>
        {job.generatorName && (
          <Text size="sm" c="dimmed">
            Cliente: {job.generatorName}
          </Text>
        )}
        {job.windowStart && (
          <Text size="sm">
            Janela: {job.windowStart}–{job.windowEnd ?? ""}
          </Text>
        )}
        {job.orderNotes && (
          <Alert
            color="blue"
            variant="light"
            p="xs"
            title="Observações do cliente"
            data-testid="driver-job-notes"
          >
            <Text size="sm" style={{ whiteSpace: "pre-line" }}>
              {job.orderNotes}
            </Text>
          </Alert>
        )}
        {destination && (
          <Anchor href={`https://www.google.com/maps/dir/?api=1&destination=${destination}`} target="_blank">
            Abrir navegação
          </Anchor>
        )}
        <JobCtrLine job={job} />
        {job.ctrId && job.ctrNumber && job.ctrPublicCode && (
          <Group align="flex-start">
            <CtrQr publicCode={job.ctrPublicCode} number={job.ctrNumber} />
            <Anchor href={`/api/ctr/hauler/${job.ctrId}/pdf`} target="_blank">
              PDF do CTR {job.ctrNumber} (3 vias)
            </Anchor>
          </Group>
        )}
        {job.placementId && job.kind === "drop_off" && (
          <Anchor href={`/api/dispatch/colocacoes/${job.placementId}/guia`} target="_blank">
            Guia de uso para entregar ao cliente (PDF)
          </Anchor>
        )}
        {job.status === "scheduled" && (
          <Button size="lg" fullWidth loading={pending} onClick={() => send("start")}>
            Saí para o serviço
          </Button>
        )}
        {job.status === "en_route" && (
          <>
            {leavesCacamba && (
              <CacambaPicker
                value={cacambaId}
                onChange={setCacambaId}
                label={job.kind === "swap" ? "Caçamba vazia deixada no lugar" : "Caçamba deixada na obra"}
              />
            )}
            {job.kind !== "dump" && (
              <FileInput
                label="Foto da caçamba no local"
                accept="image/jpeg,image/png"
                capture="environment"
                value={photo}
                onChange={setPhoto}
                size="md"
              />
            )}
            <Button
              size="lg"
              fullWidth
              color="green"
              loading={pending}
              onClick={() => send("complete")}
              data-complete
            >
              Registrar {KIND_LABEL[job.kind].toLowerCase()}
            </Button>
          </>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Text size="sm" role="status" fw={600} c="green.9">
          {recorded}
        </Text>
      </Stack>
    </Card>
  );
}

/** The driver's phone view: today's jobs in order, the next one big. */
export function DriverDay() {
  const trpc = useTRPC();
  const day = useQuery(trpc.dispatch.jobs.myDay.queryOptions());
  if (day.isPending) return <Text>Carregando os serviços de hoje…</Text>;
  if (day.error) return <Alert color="red">{day.error.message}</Alert>;
  if (!day.data.linked)
    return (
      <Alert color="yellow">
        Seu usuário ainda não está ligado a um motorista da frota. Peça ao despacho para fazer o vínculo.
      </Alert>
    );
  if (day.data.jobs.length === 0) return <Text>Nenhum serviço para você hoje.</Text>;
  const nextIndex = day.data.jobs.findIndex((j) => j.status === "scheduled" || j.status === "en_route");
  const open = day.data.jobs.find((j) => j.status === "en_route");
  return (
    <Stack>
      <PositionSharing jobId={open?.id ?? null} />
      {day.data.jobs.map((job, i) => (
        <JobCard key={job.id} job={job} big={i === nextIndex} />
      ))}
    </Stack>
  );
}
