import { Badge, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { JobCtrLine } from "@/features/ctr/job-ctr";
import { formatTime } from "@/lib/format";
import { KIND_LABEL, STATUS_COLOR, STATUS_LABEL } from "./labels";
import type { BoardJob } from "./types";

/**
 * What a job card shows: order in its column, kind, site, window, driver, status and its CTR; `warning`
 * when its place in the column contradicts the time windows (see window-order.ts).
 */
export function JobCardBody({
  job,
  index,
  driverName,
  handle,
  warning,
}: {
  job: BoardJob;
  index: number;
  driverName: string;
  handle?: ReactNode;
  warning?: string;
}) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          {handle}
          <Text fw={600} size="sm">
            {index + 1}. {KIND_LABEL[job.kind]} · {job.siteName ?? "—"}
          </Text>
        </Group>
        <Badge color={STATUS_COLOR[job.status]}>{STATUS_LABEL[job.status]}</Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {job.siteAddress} {job.windowStart ? `· ${job.windowStart}–${job.windowEnd ?? ""}` : ""} ·{" "}
        {driverName}
      </Text>
      {warning && (
        <Text size="xs" c="red.9" fw={600} data-testid="board-job-warning">
          ⚠ {warning}
        </Text>
      )}
      {job.doneAt && (
        <Text size="xs" data-testid="board-job-times">
          Feito às {formatTime(new Date(job.doneAt))}
          {job.reportedAt ? ` · recebido às ${formatTime(new Date(job.reportedAt))}` : ""}
        </Text>
      )}
      <JobCtrLine job={job} />
    </>
  );
}
