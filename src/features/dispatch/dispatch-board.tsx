"use client";

import { Alert, CloseButton, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { resolveMunicipality } from "@/domain";
import { pickupAfterDeadline } from "@/domain/lifecycle";
import { DateField } from "@/features/forms/date-time-field";
import { useTRPC } from "@/lib/trpc/client";
import { brFromIsoDate, isoFromBrDate } from "@/lib/typed-date";
import { BoardColumns } from "./board/board-columns";
import { DayMapSection } from "./board/day-map-section";
import { DayPlanPanel } from "./board/day-plan/day-plan-panel";
import { truckOptions } from "./board/lanes";
import { type NewJobDraft, ScheduleForm } from "./board/schedule-form";
import { scheduledMessage } from "./board/scheduled-message";
import { useBoardMove } from "./board/use-board-move";
import { placementLabel } from "./placement-label";

/** The day's board by truck: drag cards (or use their buttons) to assign and reorder. */
export function DispatchBoard({
  today,
  placementId,
  kind,
}: {
  today: string;
  placementId?: string;
  kind?: NewJobDraft["kind"];
}) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [date, setDate] = useState(today);
  const [dayText, setDayText] = useState(() => brFromIsoDate(today));
  const board = useQuery(trpc.dispatch.jobs.board.queryOptions({ date }));
  const placements = useQuery(trpc.dispatch.placements.list.queryOptions());
  const create = useMutation(trpc.dispatch.jobs.create.mutationOptions());
  const { move, notice, dismiss } = useBoardMove(date);
  const [error, setError] = useState<string | null>(null);
  const [scheduled, setScheduled] = useState<string | null>(null);

  /** True when the job was created: the form then starts over, and the confirmation says what was booked. */
  async function schedule(job: NewJobDraft): Promise<boolean> {
    setError(null);
    setScheduled(null);
    try {
      await create.mutateAsync({ ...job, date });
      setScheduled(
        scheduledMessage(job, date, {
          placements: placementOptions,
          trucks: truckChoices,
          drivers: driverOptions,
        }),
      );
      await qc.invalidateQueries(trpc.dispatch.jobs.board.queryFilter());
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : "Erro inesperado.");
      return false;
    }
  }

  const placementOptions = (placements.data ?? []).map((p) => ({
    value: p.id,
    label: placementLabel(p),
  }));
  const truckChoices = truckOptions(board.data?.trucks ?? []);
  const driverOptions = (board.data?.drivers ?? []).map((d) => ({ value: d.id, label: d.name }));

  if (board.isPending) return <Text>Carregando o quadro…</Text>;
  if (board.error) return <Alert color="red">{board.error.message}</Alert>;

  return (
    <Stack>
      <Group align="flex-end">
        <DateField
          label="Dia"
          value={dayText}
          onChange={(text) => {
            setDayText(text);
            const iso = isoFromBrDate(text);
            if (iso) setDate(iso);
          }}
          w={140}
        />
      </Group>
      <ScheduleForm
        placementId={placementId}
        initialKind={kind}
        placementOptions={placementOptions}
        date={date}
        desiredFromOf={(id) => placements.data?.find((p) => p.id === id)?.desiredFrom ?? null}
        lateOf={(id) => {
          const p = placements.data?.find((x) => x.id === id);
          return p
            ? pickupAfterDeadline({
                pickup: date,
                deadline: p.deadline,
                deadlineArticle: p.deadlineArticle,
                municipalityId: p.municipalityId,
                timeZone: resolveMunicipality(p.municipalityId)?.timeZone ?? "America/Sao_Paulo",
                now: new Date(),
              })
            : null;
        }}
        truckOptions={truckChoices}
        driverOptions={driverOptions}
        onSchedule={schedule}
      />
      {scheduled && (
        <Alert color="green" role="status" data-testid="board-scheduled">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{scheduled}</Text>
            <CloseButton aria-label="Fechar confirmação" onClick={() => setScheduled(null)} />
          </Group>
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
      {notice && (
        <Alert color="orange" role="alert" data-testid="board-notice">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{notice}</Text>
            <CloseButton aria-label="Fechar aviso" onClick={dismiss} />
          </Group>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        Arraste um serviço agendado para outro caminhão ou para outra posição; no celular, toque e segure. Sem
        mouse, use a alça ⠿ (espaço, setas, espaço) ou os botões Subir, Descer e Mover para….
      </Text>
      <DayPlanPanel key={date} date={date} />
      <BoardColumns board={board.data} onMove={move} />
      <DayMapSection board={board.data} />
    </Stack>
  );
}
