"use client";

import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/client";

const KIND_LABEL: Record<string, string> = {
  drop_off: "Entrega",
  swap: "Troca",
  pick_up: "Retirada",
  dump: "Descarga",
};
const STATUS_COLOR: Record<string, string> = {
  scheduled: "blue",
  en_route: "yellow",
  done: "green",
  failed: "red",
  cancelled: "gray",
};
const STATUS_LABEL: Record<string, string> = {
  scheduled: "agendado",
  en_route: "a caminho",
  done: "concluído",
  failed: "não realizado",
  cancelled: "cancelado",
};

/** The day's board by truck: assign and reorder with buttons (no drag-and-drop). */
export function DispatchBoard({ today, placementId }: { today: string; placementId?: string }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [date, setDate] = useState(today);
  const board = useQuery(trpc.dispatch.jobs.board.queryOptions({ date }));
  const placements = useQuery(trpc.dispatch.placements.list.queryOptions());
  const move = useMutation(trpc.dispatch.jobs.move.mutationOptions());
  const create = useMutation(trpc.dispatch.jobs.create.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState({
    kind: "drop_off",
    placementId: placementId ?? "",
    truckId: "",
    driverId: "",
    windowStart: "08:00",
    windowEnd: "12:00",
  });

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      await qc.invalidateQueries(trpc.dispatch.jobs.board.queryFilter());
    } catch (e) {
      setError(e instanceof Error ? e.message : "Erro inesperado.");
    }
  }

  if (board.isPending) return <Text>Carregando o quadro…</Text>;
  if (board.error) return <Alert color="red">{board.error.message}</Alert>;
  const { jobs, trucks, drivers } = board.data;
  const lanes = [
    ...trucks.map((t) => ({ id: t.id as string | null, title: t.plate })),
    { id: null, title: "Sem caminhão" },
  ];
  const truckOptions = trucks.map((t) => ({ value: t.id, label: t.plate }));
  const driverOptions = drivers.map((d) => ({ value: d.id, label: d.name }));
  const placementOptions = (placements.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.siteName} — ${p.generatorName} (${p.status === "planned" ? "planejada" : "na rua"}, ${p.id.slice(0, 8)})`,
  }));

  return (
    <Stack>
      <Group align="flex-end">
        <TextInput type="date" label="Dia" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      </Group>
      <Card withBorder>
        <Title order={2} size="h5" mb="xs">
          Agendar serviço
        </Title>
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Tipo"
            data={Object.entries(KIND_LABEL).map(([value, label]) => ({ value, label }))}
            value={draft.kind}
            onChange={(v) => setDraft({ ...draft, kind: v ?? "drop_off" })}
            w={140}
          />
          <Select
            label="Colocação"
            data={placementOptions}
            value={draft.placementId || null}
            onChange={(v) => setDraft({ ...draft, placementId: v ?? "" })}
            w={280}
            searchable
          />
          <Select
            label="Caminhão"
            data={truckOptions}
            value={draft.truckId || null}
            onChange={(v) => setDraft({ ...draft, truckId: v ?? "" })}
            w={140}
            clearable
          />
          <Select
            label="Motorista"
            data={driverOptions}
            value={draft.driverId || null}
            onChange={(v) => setDraft({ ...draft, driverId: v ?? "" })}
            w={180}
            clearable
          />
          <TextInput
            label="De"
            type="time"
            value={draft.windowStart}
            onChange={(e) => setDraft({ ...draft, windowStart: e.currentTarget.value })}
            w={110}
          />
          <TextInput
            label="Até"
            type="time"
            value={draft.windowEnd}
            onChange={(e) => setDraft({ ...draft, windowEnd: e.currentTarget.value })}
            w={110}
          />
          <Button
            onClick={() =>
              run(() =>
                create.mutateAsync({
                  kind: draft.kind as "drop_off",
                  placementId: draft.placementId || undefined,
                  date,
                  truckId: draft.truckId || undefined,
                  driverId: draft.driverId || undefined,
                  windowStart: draft.windowStart || undefined,
                  windowEnd: draft.windowEnd || undefined,
                }),
              )
            }
          >
            Agendar
          </Button>
        </Group>
      </Card>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: Math.min(lanes.length, 4) }}>
        {lanes.map((lane) => {
          const laneJobs = jobs.filter((j) => j.truckId === lane.id);
          return (
            <Card key={lane.id ?? "none"} withBorder data-testid="board-lane">
              <Title order={2} size="h5" mb="xs">
                {lane.title}{" "}
                <Text span c="dimmed">
                  ({laneJobs.length})
                </Text>
              </Title>
              <Stack gap="xs">
                {laneJobs.length === 0 && (
                  <Text size="sm" c="dimmed">
                    Nenhum serviço.
                  </Text>
                )}
                {laneJobs.map((job, i) => (
                  <Card key={job.id} withBorder padding="xs">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600} size="sm">
                        {i + 1}. {KIND_LABEL[job.kind]} · {job.siteName ?? "—"}
                      </Text>
                      <Badge color={STATUS_COLOR[job.status]}>{STATUS_LABEL[job.status]}</Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {job.siteAddress} {job.windowStart ? `· ${job.windowStart}–${job.windowEnd ?? ""}` : ""}{" "}
                      · {drivers.find((d) => d.id === job.driverId)?.name ?? "sem motorista"}
                    </Text>
                    {job.status === "scheduled" && (
                      <Group gap="xs" mt={4}>
                        <ActionIcon
                          variant="light"
                          aria-label="Subir"
                          disabled={i === 0}
                          onClick={() =>
                            run(() => move.mutateAsync({ jobId: job.id, truckId: lane.id, position: i - 1 }))
                          }
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="light"
                          aria-label="Descer"
                          disabled={i === laneJobs.length - 1}
                          onClick={() =>
                            run(() => move.mutateAsync({ jobId: job.id, truckId: lane.id, position: i + 1 }))
                          }
                        >
                          ↓
                        </ActionIcon>
                        <Select
                          size="xs"
                          aria-label="Mover para o caminhão"
                          placeholder="Mover para…"
                          data={[...truckOptions, { value: "none", label: "Sem caminhão" }]}
                          value={null}
                          onChange={(v) =>
                            v &&
                            run(() =>
                              move.mutateAsync({
                                jobId: job.id,
                                truckId: v === "none" ? null : v,
                                position: 999,
                              }),
                            )
                          }
                          w={140}
                        />
                        <Select
                          size="xs"
                          aria-label="Motorista"
                          placeholder="Motorista…"
                          data={driverOptions}
                          value={job.driverId}
                          onChange={(v) =>
                            run(() =>
                              move.mutateAsync({ jobId: job.id, truckId: lane.id, position: i, driverId: v }),
                            )
                          }
                          w={150}
                        />
                      </Group>
                    )}
                  </Card>
                ))}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
