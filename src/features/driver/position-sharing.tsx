"use client";

import { Alert, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { dueToSend } from "@/lib/position-age";
import { useTRPC } from "@/lib/trpc/client";

/** LGPD (Lei 13.709/2018): what is sent, to whom, for how long. Shown whenever the phone may send. */
export const POSITION_LGPD_NOTE =
  "Sua localização é enviada só enquanto um serviço está em andamento, é vista só pela sua transportadora e é apagada após 90 dias (LGPD, Lei 13.709/2018, art. 15, I, e art. 16).";

type Sharing = "asking" | "on" | "denied" | "unavailable";

/**
 * While `jobId` (the driver's open job, `en_route`) is set, the phone watches its position and reports
 * it at most every 15 s; with no open job nothing is watched or sent. The indicator says which.
 */
export function PositionSharing({ jobId }: { jobId: string | null }) {
  const trpc = useTRPC();
  const report = useMutation(trpc.dispatch.positions.report.mutationOptions());
  const send = useRef(report.mutate);
  send.current = report.mutate;
  const [state, setState] = useState<Sharing>("asking");
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!jobId) return;
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setState("unavailable");
      return;
    }
    setState("asking");
    let lastSentAt: number | null = null;
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        setState("on");
        const now = Date.now();
        if (!dueToSend(lastSentAt, now)) return;
        lastSentAt = now;
        send.current(
          {
            jobId,
            lat: p.coords.latitude,
            lon: p.coords.longitude,
            accuracyM: Math.min(p.coords.accuracy, 100_000),
            recordedAt: new Date(p.timestamp).toISOString(),
          },
          { onSuccess: () => setFailed(false), onError: () => setFailed(true) },
        );
      },
      (e) => setState(e.code === e.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [jobId]);

  if (!jobId)
    return (
      <Text size="sm" c="dimmed" data-testid="position-sharing" data-on="false">
        Localização desligada: o celular só envia onde está durante um serviço em andamento.
      </Text>
    );
  if (state === "denied" || state === "unavailable")
    return (
      <Alert color="yellow" data-testid="position-sharing" data-on="false" title="Localização não enviada">
        <Text size="sm">
          {state === "denied"
            ? "O navegador não autorizou a localização: o despacho não verá o caminhão no mapa. Para enviar, permita a localização deste site nas configurações do navegador."
            : "O celular não conseguiu obter a localização (GPS desligado ou sem sinal)."}
        </Text>
        <Text size="xs" mt={4}>
          {POSITION_LGPD_NOTE}
        </Text>
      </Alert>
    );
  return (
    <Alert color="blue" data-testid="position-sharing" data-on={state === "on"} role="status">
      <Text size="sm" fw={600}>
        {state === "on"
          ? "● Enviando sua localização ao despacho"
          : "Pedindo permissão para enviar sua localização ao despacho…"}
      </Text>
      {failed && (
        <Text size="sm" c="red.9">
          A última localização não chegou ao despacho; o celular tenta de novo na próxima leitura do GPS.
        </Text>
      )}
      <Text size="xs" mt={4}>
        {POSITION_LGPD_NOTE}
      </Text>
    </Alert>
  );
}
