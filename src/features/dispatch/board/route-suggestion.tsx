"use client";

import { Alert, Button, Card, Group, List, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { focusSoon } from "@/lib/focus-soon";
import { formatDecimal } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { KIND_LABEL } from "./labels";

type Suggestion = inferRouterOutputs<AppRouter>["dispatch"]["route"]["suggest"];

const km = (n: number) => `${formatDecimal(n, 2)} km`;

function stopName(s: Suggestion, jobId: string) {
  const stop = s.stops.find((x) => x.jobId === jobId);
  if (!stop) return "serviço";
  const window = stop.windowStart ? ` (${stop.windowStart}–${stop.windowEnd ?? ""})` : "";
  return `${KIND_LABEL[stop.kind] ?? stop.kind} · ${stop.siteName ?? "obra"}${window}`;
}

function Missed({ s, missed }: { s: Suggestion; missed: Suggestion["current"]["missed"] }) {
  if (missed.length === 0) return null;
  return (
    <List size="xs" c="red.9" fw={600}>
      {missed.map((m) => (
        <List.Item key={m.jobId}>
          ⚠ {stopName(s, m.jobId)}: chegaria às {m.arrival}, janela até {m.windowEnd}
        </List.Item>
      ))}
    </List>
  );
}

/** What the suggestion says: km now and suggested, the saving, windows each order misses, the new order. */
function SuggestionBody({ s }: { s: Suggestion }) {
  const solver =
    s.solver === "vroom" ? "Sugerida pelo roteirizador VROOM." : "Sugerida pelo planejador interno.";
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} data-testid="route-km">
        Ordem atual: {km(s.current.km)} · sugerida: {km(s.suggested.km)}
        {s.savedKm > 0 ? ` (${km(s.savedKm)} a menos)` : ""}
      </Text>
      {s.current.missed.length > 0 && (
        <>
          <Text size="xs">
            A ordem atual perde{" "}
            {s.current.missed.length === 1 ? "1 janela" : `${s.current.missed.length} janelas`}:
          </Text>
          <Missed s={s} missed={s.current.missed} />
        </>
      )}
      {s.suggested.missed.length > 0 ? (
        <>
          <Text size="xs" data-testid="route-missed">
            Nenhuma ordem cumpre todas as janelas; a sugerida perde{" "}
            {s.suggested.missed.length === 1 ? "1 janela" : `${s.suggested.missed.length} janelas`}:
          </Text>
          <Missed s={s} missed={s.suggested.missed} />
        </>
      ) : (
        <Text size="xs" c="green.9" fw={600} data-testid="route-missed">
          A ordem sugerida cumpre todas as janelas de horário.
        </Text>
      )}
      {s.changed ? (
        <List type="ordered" size="xs" data-testid="route-order">
          {s.suggested.order.map((id) => (
            <List.Item key={id}>{stopName(s, id)}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">A ordem atual já é a melhor encontrada.</Text>
      )}
      <Text size="xs" c="dimmed">
        {solver} Distâncias em linha reta entre as paradas; supõe {s.assumptions.speedKmh} km/h,{" "}
        {s.assumptions.serviceMin} min por parada e a primeira a partir das{" "}
        {String(Math.floor(s.assumptions.dayStartMin / 60)).padStart(2, "0")}:
        {String(s.assumptions.dayStartMin % 60).padStart(2, "0")}.
        {s.fixed > 0 &&
          ` ${s.fixed === 1 ? "1 serviço fica" : `${s.fixed} serviços ficam`} no lugar (em andamento, encerrado ou sem posição no mapa).`}
      </Text>
      {s.note && (
        <Text size="xs" c="orange.9">
          {s.note}
        </Text>
      )}
    </Stack>
  );
}

/** "Sugerir ordem" for one truck's day: asks the server, shows the suggestion, applies it if accepted. */
export function RouteSuggestion({
  date,
  truckId,
  plate,
  disabled = false,
}: {
  date: string;
  truckId: string;
  plate: string;
  /** Fewer than two jobs: nothing to order. */
  disabled?: boolean;
}) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const panelId = `rota-${truckId}`;
  const suggestion = useQuery({
    ...trpc.dispatch.route.suggest.queryOptions({ date, truckId }),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const accept = useMutation(trpc.dispatch.route.accept.mutationOptions());

  async function apply(s: Suggestion) {
    try {
      await accept.mutateAsync({ date, truckId, order: s.suggested.order });
    } catch {
      return; // shown from accept.error
    }
    await qc.invalidateQueries(trpc.dispatch.jobs.board.queryFilter());
    setOpen(false);
    setDone(`Nova ordem aplicada ao ${plate}: ${km(s.suggested.km)} em vez de ${km(s.current.km)}.`);
    focusSoon([`#${CSS.escape(panelId)}-abrir`]);
  }

  function close() {
    setOpen(false);
    accept.reset();
    focusSoon([`#${CSS.escape(panelId)}-abrir`]);
  }

  return (
    <Stack gap={6} mb="xs">
      <Button
        id={`${panelId}-abrir`}
        size="xs"
        variant="light"
        aria-label={`Sugerir ordem para o caminhão ${plate}`}
        aria-expanded={open}
        disabled={disabled}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setDone(null);
          setOpen(true);
          focusSoon([`#${CSS.escape(panelId)}`]);
        }}
      >
        Sugerir ordem
      </Button>
      {done && (
        <Text size="xs" c="green.9" fw={600} role="status" data-testid="route-applied">
          {done}
        </Text>
      )}
      {open && (
        <Card
          withBorder
          padding="xs"
          id={panelId}
          tabIndex={-1}
          data-testid="route-suggestion"
          aria-label={`Ordem sugerida para ${plate}`}
          role="region"
        >
          {suggestion.isPending && <Text size="sm">Calculando a melhor ordem…</Text>}
          {suggestion.error && (
            <Alert color="red" role="alert">
              {suggestion.error.message}
            </Alert>
          )}
          {suggestion.data && (
            <Stack gap="xs">
              <SuggestionBody s={suggestion.data} />
              {accept.error && (
                <Alert color="red" role="alert">
                  {accept.error.message}
                </Alert>
              )}
              <Group gap="xs">
                {suggestion.data.changed && (
                  <Button
                    size="xs"
                    loading={accept.isPending}
                    onClick={() => suggestion.data && apply(suggestion.data)}
                  >
                    Aplicar esta ordem
                  </Button>
                )}
                <Button size="xs" variant="default" onClick={close}>
                  {suggestion.data.changed ? "Manter a minha ordem" : "Fechar"}
                </Button>
              </Group>
            </Stack>
          )}
        </Card>
      )}
    </Stack>
  );
}
