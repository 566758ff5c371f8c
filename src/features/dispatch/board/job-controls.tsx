import { ActionIcon, Group, Select } from "@mantine/core";
import { type LaneKey, laneKey, type MoveInput, truckOfLane } from "./lanes";
import type { BoardJob, Option } from "./types";

/**
 * The same moves as dragging, without a mouse: up, down, to another truck (at the end of its column)
 * and the driver. Kept for keyboards, screen readers and phones.
 */
export function JobControls({
  job,
  lane,
  index,
  laneLength,
  laneLengths,
  truckOptions,
  driverOptions,
  onMove,
}: {
  job: BoardJob;
  lane: LaneKey;
  index: number;
  laneLength: number;
  laneLengths: Record<LaneKey, number>;
  truckOptions: Option[];
  driverOptions: Option[];
  /** `focus`: the accessible name of the control used, so focus can follow the card. */
  onMove: (input: MoveInput, focus: string) => void;
}) {
  const truckId = truckOfLane(lane);
  return (
    <Group gap="xs" mt={4}>
      <ActionIcon
        variant="light"
        aria-label="Subir"
        disabled={index === 0}
        onClick={() => onMove({ jobId: job.id, truckId, position: index - 1 }, "Subir")}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="light"
        aria-label="Descer"
        disabled={index === laneLength - 1}
        onClick={() => onMove({ jobId: job.id, truckId, position: index + 1 }, "Descer")}
      >
        ↓
      </ActionIcon>
      <Select
        size="xs"
        aria-label="Mover para o caminhão"
        placeholder="Mover para…"
        data={[...truckOptions, { value: "none", label: "Sem caminhão" }]}
        value={null}
        onChange={(v) => {
          if (!v) return;
          const to = v === "none" ? null : v;
          onMove({ jobId: job.id, truckId: to, position: laneLengths[laneKey(to)] ?? 0 }, "handle");
        }}
        w={140}
      />
      <Select
        size="xs"
        aria-label="Motorista"
        placeholder="Motorista…"
        data={driverOptions}
        value={job.driverId}
        onChange={(v) => onMove({ jobId: job.id, truckId, position: index, driverId: v }, "Motorista")}
        w={150}
      />
    </Group>
  );
}
