import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Card, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { LaneKey } from "./lanes";

/** One column of the board (a truck, or "sem caminhão"): a drop target even when empty. */
export function BoardLane({
  lane,
  title,
  jobIds,
  highlighted,
  outOfOrder = 0,
  action,
  children,
}: {
  lane: LaneKey;
  title: string;
  jobIds: string[];
  /** The column the carried card would land in. */
  highlighted: boolean;
  /** How many of its jobs stand against the order of their time windows. */
  outOfOrder?: number;
  /** Under the title: the truck's "Sugerir ordem". */
  action?: ReactNode;
  children: ReactNode;
}) {
  const { setNodeRef } = useDroppable({ id: lane, data: { empty: jobIds.length === 0 } });
  return (
    <Card
      ref={setNodeRef}
      withBorder
      data-testid="board-lane"
      data-lane={lane}
      bg={highlighted ? "var(--mantine-color-blue-light)" : undefined}
      style={{ minHeight: 160 }}
    >
      <Title order={2} size="h5" mb="xs">
        {title}{" "}
        <Text span c="dimmed">
          ({jobIds.length})
        </Text>
      </Title>
      {action}
      {outOfOrder > 0 && (
        <Text size="xs" c="red.9" fw={600} mb="xs">
          ⚠ {outOfOrder === 1 ? "1 serviço fora" : `${outOfOrder} serviços fora`} da ordem das janelas de
          horário
        </Text>
      )}
      <SortableContext id={lane} items={jobIds} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" style={{ flexGrow: 1 }}>
          {jobIds.length === 0 && (
            <Text size="sm" c="dimmed">
              Nenhum serviço. Arraste um serviço para cá.
            </Text>
          )}
          {children}
        </Stack>
      </SortableContext>
    </Card>
  );
}
