"use client";

import { Alert, Anchor, Badge, Button, Card, FileInput, Group, Stack, Text, Title } from "@mantine/core";
import type { inferRouterOutputs } from "@trpc/server";
import { useRef, useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { ctrDuty, jobNeedsCtr, WASTE_KIND_LABEL } from "@/domain/ctr";
import { CtrQr } from "@/features/ctr/ctr-qr";
import { JobCtrLine } from "@/features/ctr/job-ctr";
import { SignatureField } from "@/features/ctr/signature-field";
import { focusSoon } from "@/lib/focus-soon";
import { formatCacambaNumber, formatDecimal, formatPhone, formatTime } from "@/lib/format";
import type { AppRouter } from "@/server/api/root";
import { CacambaPicker } from "./cacamba-picker";
import { waitingLabel } from "./offline/job-on-phone";
import { type SizedPhoto, sizePhoto } from "./offline/photo";
import { useReportQueue } from "./offline/report-queue";

export const KIND_LABEL = {
  drop_off: "Entrega",
  swap: "Troca",
  pick_up: "Retirada",
  dump: "Descarga no receptor",
};
const STATUS_LABEL: Record<string, string> = {
  scheduled: "agendado",
  en_route: "a caminho",
  done: "concluído",
  failed: "não realizado",
  cancelled: "cancelado",
};

export type DriverJob = inferRouterOutputs<AppRouter>["dispatch"]["jobs"]["myDay"]["jobs"][number];
type Kind = keyof typeof KIND_LABEL;

function currentPosition(): Promise<GeolocationPosition | null> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), {
      timeout: 8000,
      maximumAge: 60_000,
    }),
  );
}

function CacambaLine({ job }: { job: DriverJob }) {
  if (job.kind === "dump") return null;
  const verb = job.kind === "drop_off" ? "a deixar" : "a recolher";
  return (
    <>
      {job.orderSizeM3 !== null && (
        <Text size="sm" data-testid="job-order">
          Pedido: caçamba de {formatDecimal(job.orderSizeM3)} m³
          {job.orderWasteKind &&
            ` · ${WASTE_KIND_LABEL[job.orderWasteKind]}${job.orderWasteKind === "rcc" && job.orderWasteClass ? `, classe ${job.orderWasteClass}` : ""}`}
        </Text>
      )}
      {job.cacambaNumber !== null && (
        <Text size="sm" fw={600}>
          Caçamba {verb}: nº {formatCacambaNumber(job.cacambaNumber)}
        </Text>
      )}
    </>
  );
}

/** A number to dial from anywhere: +55 and the area code, or a 0800 as it is. */
const telOf = (digits: string) => (digits.startsWith("0") ? digits : `+55${digits}`);

function SiteContact({ job }: { job: DriverJob }) {
  if (!job.siteContactPhone && !job.siteContactName) return null;
  return (
    <Text size="sm">
      Contato na obra: {job.siteContactName ?? ""}
      {job.siteContactPhone && (
        <>
          {job.siteContactName ? " · " : ""}
          <Anchor href={`tel:${telOf(job.siteContactPhone)}`}>{formatPhone(job.siteContactPhone)}</Anchor>
        </>
      )}
    </Text>
  );
}

function Navigation({ job }: { job: DriverJob }) {
  if (job.lat === null || job.lon === null) return null;
  const at = `${job.lat},${job.lon}`;
  return (
    <Group gap="md">
      <Anchor href={`geo:${at}?q=${at}(${encodeURIComponent(job.siteName ?? "Obra")})`}>
        Abrir no aplicativo de mapas
      </Anchor>
      <Anchor href={`https://www.google.com/maps/dir/?api=1&destination=${at}`} target="_blank">
        Rota no Google Maps
      </Anchor>
    </Group>
  );
}

/**
 * One job on the driver's phone: what to do and where, and the buttons that record it. A report is kept
 * on the phone first and sent when there is signal, with its idempotency key and the act's own time.
 */
export function JobCard({
  job,
  big,
  userId,
  waiting,
}: {
  job: DriverJob;
  big: boolean;
  userId: string;
  waiting: number;
}) {
  const cardId = `servico-${job.id}`;
  const queue = useReportQueue();
  const kind = job.kind as Kind;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoReady, setPhotoReady] = useState<SizedPhoto | null>(null);
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const leavesCacamba = job.kind === "drop_off" || job.kind === "swap";
  const signs = job.kind === "drop_off" || job.kind === "pick_up";
  const [cacambaId, setCacambaId] = useState(job.kind === "drop_off" ? (job.cacambaId ?? "") : "");
  const [recorded, setRecorded] = useState<string | null>(null);

  const sizing = useRef<Promise<SizedPhoto | null>>(Promise.resolve(null));

  function pickPhoto(file: File | null) {
    setPhoto(file);
    setPhotoReady(null);
    setError(null);
    const sized = file
      ? sizePhoto(file).catch(() => {
          setError("Não foi possível ler a foto: tire outra.");
          return null;
        })
      : Promise.resolve(null);
    sizing.current = sized;
    void sized.then((s) => {
      if (s && sizing.current === sized) setPhotoReady(s);
    });
  }

  async function send(action: "start" | "complete") {
    setPending(true);
    setError(null);
    try {
      if (action === "complete" && leavesCacamba && !cacambaId)
        throw new Error("Informe qual caçamba foi deixada: leia o QR do adesivo ou escolha da lista.");
      // A photo just chosen may still be being sized: the report waits for it.
      const sized = action === "complete" ? await sizing.current : null;
      if (action === "complete" && job.kind !== "dump" && !sized)
        throw new Error("Tire a foto da caçamba no local antes de concluir.");
      if (action === "complete" && jobNeedsCtr(job.kind) && !job.ctrId && !navigator.onLine)
        throw new Error(
          `Sem CTR para este serviço neste aparelho: a carga só sai com o Controle de Transporte de Resíduos (${ctrDuty(job.municipalityId).grounds}). Sem sinal, o registro não é guardado; fale com o despacho.`,
        );
      const at = new Date();
      const position = await currentPosition();
      const outcome = await queue.record({
        key: crypto.randomUUID(),
        userId,
        jobId: job.id,
        action,
        at: at.toISOString(),
        savedAt: Date.now(),
        lat: position?.coords.latitude ?? (action === "complete" ? sized?.lat : undefined),
        lon: position?.coords.longitude ?? (action === "complete" ? sized?.lon : undefined),
        accuracyM: position?.coords.accuracy,
        cacambaId: action === "complete" && leavesCacamba ? cacambaId : undefined,
        photo: action === "complete" ? sized?.blob : undefined,
        photoTakenAt: action === "complete" ? sized?.takenAt : undefined,
        signaturePng: action === "complete" && signs ? (signature ?? undefined) : undefined,
      });
      if (outcome.kind === "refused") throw new Error(outcome.message);
      const what = action === "start" ? "Saída" : KIND_LABEL[kind];
      setRecorded(
        outcome.kind === "sent"
          ? `${what} registrada às ${formatTime(at)}.`
          : `${what} guardada no aparelho às ${formatTime(at)}: será enviada quando houver sinal.`,
      );
      focusAfter(action);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Não foi possível registrar: tente de novo.");
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

  return (
    <Card withBorder padding={big ? "lg" : "sm"} data-testid="driver-job" data-next={big} id={cardId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size={big ? "h3" : "h5"} tabIndex={-1}>
            {KIND_LABEL[kind]}
          </Title>
          <Badge>{STATUS_LABEL[job.status] ?? job.status}</Badge>
        </Group>
        {waiting > 0 && (
          <Text size="sm" c="blue.9" fw={600} data-testid="job-waiting">
            {waitingLabel(waiting)}
          </Text>
        )}
        <Text fw={600}>{job.siteName}</Text>
        <Text size="sm">{job.siteAddress}</Text>
        {job.generatorName && (
          <Text size="sm" c="dimmed">
            Cliente: {job.generatorName}
          </Text>
        )}
        <SiteContact job={job} />
        <CacambaLine job={job} />
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
        <Navigation job={job} />
        <JobCtrLine job={job} driver />
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
                sizeM3={job.orderSizeM3}
                label={job.kind === "swap" ? "Caçamba vazia deixada no lugar" : "Caçamba deixada na obra"}
              />
            )}
            {job.kind !== "dump" && (
              <FileInput
                label="Foto da caçamba no local"
                accept="image/jpeg,image/png"
                capture="environment"
                value={photo}
                onChange={pickPhoto}
                size="md"
              />
            )}
            {photoReady && (
              <Text size="sm" data-testid="photo-ready">
                Foto pronta para envio: {photoReady.width}×{photoReady.height} px,{" "}
                {Math.round(photoReady.blob.size / 1024)} KB.
              </Text>
            )}
            {signs && <SignatureField label="Assinatura do cliente" onChange={setSignature} />}
            <Button
              size="lg"
              fullWidth
              color="green"
              loading={pending}
              onClick={() => send("complete")}
              data-complete
            >
              Registrar {KIND_LABEL[kind].toLowerCase()}
            </Button>
          </>
        )}
        {error && (
          <Alert color="red" role="alert">
            <CitedText newTab textColour>
              {error}
            </CitedText>
          </Alert>
        )}
        <Text size="sm" role="status" fw={600} c="green.9">
          {recorded}
        </Text>
      </Stack>
    </Card>
  );
}
