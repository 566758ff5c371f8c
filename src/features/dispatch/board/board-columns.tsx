"use client";

import {
  type CollisionDetection,
  closestCenter,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  pointerWithin,
} from "@dnd-kit/core";
import { arrayMove } from "@dnd-kit/sortable";
import { Card, SimpleGrid, VisuallyHidden } from "@mantine/core";
import { useId, useMemo, useRef, useState } from "react";
import { boardAnnouncements, contractEm, screenReaderInstructions } from "./announcements";
import { BoardLane } from "./board-lane";
import { JobCard } from "./job-card";
import { JobCardBody } from "./job-card-body";
import { JobControls } from "./job-controls";
import { KIND_LABEL } from "./labels";
import {
  boardLanes,
  isLaneKey,
  type LaneKey,
  type LaneOrder,
  laneKey,
  laneOfJob,
  lanesOf,
  type MoveInput,
  moveBetween,
  placeOf,
  truckOfLane,
  truckOptions,
} from "./lanes";
import { RouteSuggestion } from "./route-suggestion";
import { isDropStop, useBoardSensors } from "./sensors";
import type { BoardData, BoardJob } from "./types";
import { outOfOrder, outOfOrderText } from "./window-order";

/**
 * Over a card: that card. Over a column's empty space: the nearest card in it, or the column when it is
 * empty. From the keyboard (no pointer): the nearest corners among cards and empty columns.
 */
function collisionFor(order: () => LaneOrder): CollisionDetection {
  return (args) => {
    if (!args.pointerCoordinates)
      return closestCorners({ ...args, droppableContainers: args.droppableContainers.filter(isDropStop) });
    const hits = pointerWithin(args);
    const cards = hits.filter((h) => !isLaneKey(h.id));
    if (cards.length > 0) return cards;
    const lane = hits.find((h) => isLaneKey(h.id))?.id as LaneKey | undefined;
    if (!lane) return [];
    const ids = order()[lane] ?? [];
    if (ids.length === 0) return [{ id: lane }];
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => ids.includes(String(c.id))),
    });
  };
}

/** The day's columns: drag a scheduled card to another truck or place, or use its buttons. */
export function BoardColumns({
  board,
  onMove,
}: {
  board: BoardData;
  onMove: (input: MoveInput, focus?: string) => void;
}) {
  const { jobs, trucks, drivers } = board;
  const saved = useMemo(
    () =>
      lanesOf(
        jobs,
        trucks.map((t) => t.id),
      ),
    [jobs, trucks],
  );
  const [draft, setDraft] = useState<LaneOrder | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const order = draft ?? saved;
  const orderRef = useRef(order);
  orderRef.current = order;
  const collision = useMemo(() => collisionFor(() => orderRef.current), []);
  const sensors = useBoardSensors();
  const [said, setSaid] = useState("");
  const dndId = useId();

  const byId = new Map(jobs.map((j) => [j.id, j]));
  const lanes = boardLanes(trucks);
  const truckChoices = truckOptions(trucks);
  const driverOptions = drivers.map((d) => ({ value: d.id, label: d.name }));
  const driverName = (id: string | null) => drivers.find((d) => d.id === id)?.name ?? "sem motorista";
  const laneLengths = Object.fromEntries(Object.entries(order).map(([k, ids]) => [k, ids.length])) as Record<
    LaneKey,
    number
  >;
  const laneTitle = (key: LaneKey | undefined) => lanes.find((l) => l.key === key)?.title ?? "";
  const describe = (id: string | number) => {
    const key = String(id);
    if (isLaneKey(key)) return `a coluna ${laneTitle(key)}`;
    const job = byId.get(key);
    if (!job) return key;
    const site = job.siteName ? ` em ${job.siteName}` : "";
    const hour = job.windowStart ? ` das ${job.windowStart}` : "";
    return `${KIND_LABEL[job.kind]}${site}${hour}`;
  };

  /** A move from a card's buttons: made, and said aloud (a drag is announced by dnd-kit itself). */
  function moveFromControl(input: MoveInput, focus: string) {
    onMove(input, focus);
    const job = describe(input.jobId);
    setSaid(
      contractEm(
        input.driverId !== undefined
          ? `Motorista do serviço ${job}: ${driverName(input.driverId)}.`
          : `Serviço ${job} movido para a posição ${input.position + 1} da coluna ${laneTitle(laneKey(input.truckId))}.`,
      ),
    );
  }

  function onDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id));
    setDraft(saved);
  }

  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    const jobId = String(active.id);
    const carried = active.rect.current.translated;
    const below = carried !== null && carried.top + carried.height / 2 > over.rect.top + over.rect.height / 2;
    setDraft((prev) => {
      const current = prev ?? saved;
      const from = laneOfJob(current, jobId);
      const to = isLaneKey(over.id) ? over.id : laneOfJob(current, String(over.id));
      if (!from || !to || from === to) return prev;
      const target = current[to] ?? [];
      const overIndex = target.indexOf(String(over.id));
      return moveBetween(current, jobId, to, overIndex < 0 ? target.length : overIndex + (below ? 1 : 0));
    });
  }

  function onDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    const jobId = String(active.id);
    const current = orderRef.current;
    setActiveId(null);
    setDraft(null);
    if (!over) return;
    const lane = laneOfJob(current, jobId);
    if (!lane) return;
    let ids = current[lane] ?? [];
    const overIndex = ids.indexOf(String(over.id));
    if (overIndex >= 0) ids = arrayMove(ids, ids.indexOf(jobId), overIndex);
    const position = ids.indexOf(jobId);
    const before = placeOf(saved, jobId);
    if (before?.lane === lane && before.position === position) return;
    const fromKeyboard = activatorEvent instanceof KeyboardEvent;
    onMove({ jobId, truckId: truckOfLane(lane), position }, fromKeyboard ? "handle" : undefined);
  }

  const active = activeId ? byId.get(activeId) : undefined;
  const activePlace = activeId ? placeOf(order, activeId) : undefined;
  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActiveId(null);
        setDraft(null);
      }}
      accessibility={{
        announcements: boardAnnouncements(describe, (id) => {
          const place = placeOf(orderRef.current, String(id));
          return `a posição ${(place?.position ?? 0) + 1} da coluna ${laneTitle(place?.lane)}`;
        }),
        screenReaderInstructions,
      }}
    >
      <SimpleGrid cols={{ base: 1, md: Math.min(lanes.length, 4) }}>
        {lanes.map((lane) => {
          const ids = order[lane.key] ?? [];
          const warnings = outOfOrder(ids.map((id) => byId.get(id)).filter((j): j is BoardJob => !!j));
          return (
            <BoardLane
              key={lane.key}
              lane={lane.key}
              title={lane.title}
              jobIds={ids}
              highlighted={activePlace?.lane === lane.key}
              outOfOrder={warnings.size}
              // Always there for a truck (a button appearing mid-drag would shift the cards under the pointer);
              // usable once the saved column has two jobs to order.
              action={
                lane.truckId && (
                  <RouteSuggestion
                    date={board.date}
                    truckId={lane.truckId}
                    plate={lane.title}
                    disabled={(saved[lane.key]?.length ?? 0) < 2}
                  />
                )
              }
            >
              {ids.map((id, i) => {
                const job = byId.get(id);
                if (!job) return null;
                const warning = warnings.get(id);
                return (
                  <JobCard
                    key={id}
                    job={job}
                    index={i}
                    driverName={driverName(job.driverId)}
                    warning={warning && outOfOrderText(warning)}
                  >
                    <JobControls
                      job={job}
                      lane={lane.key}
                      index={i}
                      laneLength={ids.length}
                      laneLengths={laneLengths}
                      truckOptions={truckChoices}
                      driverOptions={driverOptions}
                      onMove={moveFromControl}
                    />
                  </JobCard>
                );
              })}
            </BoardLane>
          );
        })}
      </SimpleGrid>
      <VisuallyHidden role="status" aria-live="polite" data-testid="board-moved">
        {said}
      </VisuallyHidden>
      <DragOverlay>
        {active && (
          <Card withBorder padding="xs" shadow="md" style={{ cursor: "grabbing" }}>
            <JobCardBody
              job={active}
              index={activePlace?.position ?? 0}
              driverName={driverName(active.driverId)}
            />
          </Card>
        )}
      </DragOverlay>
    </DndContext>
  );
}
