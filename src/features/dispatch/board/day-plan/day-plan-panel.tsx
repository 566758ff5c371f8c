"use client";

import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { focusSoon } from "@/lib/focus-soon";
import { formatPlate } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";
import { DayPlanTotals } from "./day-plan-totals";
import { DayPlanTruck } from "./day-plan-truck";
import type { DayPlanView } from "./types";

const PANEL = "plano-do-dia";

/**
 * "Planejar o dia": asks the server for the fleet's plan of the board's day, shows it beside the current
 * one, and applies it whole ("Aceitar o plano inteiro") or one truck at a time. Nothing changes until then.
 */
export function DayPlanPanel({ date }: { date: string }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  /** The board's state the next acceptance is made against: the plan's, then each acceptance's answer. */
  const [basis, setBasis] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<string[]>([]);
  const plan = useQuery({
    ...trpc.dispatch.dayPlan.suggest.queryOptions({ date }),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const accept = useMutation(trpc.dispatch.dayPlan.accept.mutationOptions());
  const view = plan.data;
  const current = basis ?? view?.basis ?? "";

  async function take(v: DayPlanView, trucks: DayPlanView["plan"]["trucks"]) {
    let answer: { basis: string };
    try {
      answer = await accept.mutateAsync({
        date,
        basis: current,
        trucks: trucks.map((t) => ({ truckId: t.truckId, jobIds: t.jobIds })),
      });
    } catch {
      return; // shown from accept.error
    }
    await qc.invalidateQueries(trpc.dispatch.jobs.board.queryFilter());
    const now = [...accepted, ...trucks.map((t) => t.truckId)];
    const remaining = v.plan.trucks.filter((t) => t.changed && !now.includes(t.truckId));
    const plates = trucks.map((t) => formatPlate(t.plate)).join(", ");
    // The plan stays on screen, each truck marked accepted: its trips, receiver runs and the way back.
    setBasis(answer.basis);
    setAccepted(remaining.length === 0 ? v.plan.trucks.map((t) => t.truckId) : now);
    setDone(
      trucks.length === v.plan.trucks.length || remaining.length === 0
        ? "Plano do dia aceito: o quadro mostra as novas filas dos caminhões, e o plano abaixo as viagens de cada um."
        : `Plano aceito para ${plates}: o quadro mostra a nova fila.`,
    );
  }

  function close() {
    setOpen(false);
    setBasis(null);
    setAccepted([]);
    accept.reset();
    focusSoon([`#${PANEL}-abrir`]);
  }

  const pending = view?.plan.trucks.filter((t) => !accepted.includes(t.truckId)) ?? [];
  const changes = pending.some((t) => t.changed);

  return (
    <Stack gap={6}>
      <Group>
        <Button
          id={`${PANEL}-abrir`}
          aria-expanded={open}
          aria-controls={open ? PANEL : undefined}
          onClick={() => {
            setDone(null);
            setBasis(null);
            setAccepted([]);
            accept.reset();
            // Asked again with the panel open: a new plan from the board as it is now.
            if (open) void plan.refetch();
            setOpen(true);
            focusSoon([`#${PANEL}`]);
          }}
        >
          Planejar o dia
        </Button>
      </Group>
      {done && (
        <Text size="sm" c="green.9" fw={600} role="status" data-testid="day-plan-applied">
          {done}
        </Text>
      )}
      {open && (
        <Card
          withBorder
          id={PANEL}
          tabIndex={-1}
          role="region"
          aria-label="Plano do dia"
          data-testid="day-plan"
        >
          {plan.isPending && <Text size="sm">Planejando o dia de todos os caminhões…</Text>}
          {plan.error && (
            <Stack gap="xs">
              <Alert color="red" role="alert">
                {plan.error.message}
              </Alert>
              <Group>
                <Button size="xs" variant="default" onClick={close}>
                  Fechar
                </Button>
              </Group>
            </Stack>
          )}
          {view && (
            <Stack gap="sm">
              <Text size="sm">
                {view.jobs === 0
                  ? "Nenhum serviço agendado com lugar no mapa neste dia."
                  : view.plan.kept
                    ? "O plano atual do quadro já é o melhor encontrado."
                    : `Plano para ${view.jobs} serviços: entregas, retiradas e trocas, com as idas ao receptor.`}
              </Text>
              <DayPlanTotals view={view} />
              {view.notes.map((n) => (
                <Text key={n} size="xs" c="orange.9">
                  {n}
                </Text>
              ))}
              <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xs">
                {view.plan.trucks.map((t) => (
                  <DayPlanTruck
                    key={t.truckId}
                    truck={t}
                    source={view.plan.distanceSource}
                    accepted={accepted.includes(t.truckId)}
                    busy={accept.isPending}
                    onAccept={() => take(view, [t])}
                  />
                ))}
              </SimpleGrid>
              {accept.error && (
                <Alert color="red" role="alert">
                  {accept.error.message}
                </Alert>
              )}
              <Group gap="xs">
                {changes && (
                  <Button loading={accept.isPending} onClick={() => take(view, pending)}>
                    {accepted.length === 0 ? "Aceitar o plano inteiro" : "Aceitar o restante do plano"}
                  </Button>
                )}
                <Button variant="default" onClick={close}>
                  {changes ? "Manter o quadro como está" : "Fechar"}
                </Button>
              </Group>
              <Text size="xs" c="dimmed">
                Supõe 25 km/h na cidade e 20 min em cada obra; a descarga leva o tempo que o receptor informa.
                Cada caminhão sai do seu pátio, leva uma caçamba por vez e volta ao pátio no fim do dia.
              </Text>
            </Stack>
          )}
        </Card>
      )}
    </Stack>
  );
}
