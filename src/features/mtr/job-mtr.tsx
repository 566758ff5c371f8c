"use client";

import { Badge, Group, Text } from "@mantine/core";
import { MTR_STATUS_LABEL, type MtrStatus, mtrRequestable } from "@/domain/mtr";
import { MtrActions } from "./mtr-actions";

export interface JobMtr {
  ctrId: string | null;
  ctrStatus: string | null;
  mtrId: string | null;
  mtrNumber: string | null;
  mtrStatus: string | null;
  /** The CTR's generator authorized this hauler to issue its MTRs. */
  mtrConsented: boolean;
}

const COLOR: Record<MtrStatus, string> = {
  queued: "yellow",
  issued: "blue",
  received: "green",
  cancelled: "gray",
  failed: "red",
};

/**
 * On a job's card with its CTR (the board, the driver's card at loading): the MTR's number and status,
 * or "Emitir MTR" with everything the CTR knows when the generator authorized this hauler. Sending
 * one again after a refusal is the office's (`canRetry`), where the message says what to fix.
 */
export function JobMtrLine({ job, canRetry = true }: { job: JobMtr; canRetry?: boolean }) {
  if (!job.ctrId) return null;
  if (job.mtrId && job.mtrStatus) {
    const status = job.mtrStatus as MtrStatus;
    return (
      <Group gap={6} wrap="wrap">
        <Text size="sm">{job.mtrNumber ? `MTR nº ${job.mtrNumber}` : "MTR"}</Text>
        <Badge color={COLOR[status]} variant="light" size="sm">
          {MTR_STATUS_LABEL[status]}
        </Badge>
        {canRetry && (status === "failed" || status === "queued") && (
          <MtrActions ctrId={job.ctrId} mtrId={job.mtrId} status={status} compact />
        )}
      </Group>
    );
  }
  if (!job.mtrConsented || !mtrRequestable(job.ctrStatus ?? "").ok) return null;
  return <MtrActions ctrId={job.ctrId} mtrId={null} status={null} compact />;
}
