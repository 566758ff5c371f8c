import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Card } from "@mantine/core";
import type { ReactNode } from "react";
import { JobCardBody } from "./job-card-body";
import { isMovable } from "./lanes";
import type { BoardJob } from "./types";

/**
 * One job in a column. A scheduled job is carried by the whole card (mouse, or touch held 250 ms) or by
 * its handle from the keyboard; other statuses stay where they are but still take up their place.
 */
export function JobCard({
  job,
  index,
  driverName,
  warning,
  children,
}: {
  job: BoardJob;
  index: number;
  driverName: string;
  warning?: string;
  children?: ReactNode;
}) {
  const movable = isMovable(job);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: job.id,
      disabled: { draggable: !movable, droppable: false },
      attributes: { roleDescription: "serviço arrastável" },
    });
  const handle = movable ? (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      data-drag-handle
      aria-label={`Arrastar o serviço ${index + 1}`}
      style={{ cursor: "grab" }}
      {...attributes}
    >
      ⠿
    </ActionIcon>
  ) : undefined;
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="xs"
      data-testid="board-job"
      data-job-id={job.id}
      data-status={job.status}
      data-draggable={movable}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
        cursor: movable ? "grab" : undefined,
        touchAction: "manipulation",
      }}
      {...listeners}
    >
      <JobCardBody job={job} index={index} driverName={driverName} handle={handle} warning={warning} />
      {movable && children}
    </Card>
  );
}
