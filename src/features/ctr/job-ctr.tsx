"use client";

import { Anchor, Group, Text } from "@mantine/core";
import Link from "next/link";
import { CitedText } from "@/components/ui/cited-text";
import { ctrDuty, jobNeedsCtr } from "@/domain/ctr";
import { type JobMtr, JobMtrLine } from "@/features/mtr/job-mtr";
import { CtrStatusBadge } from "./status-badge";

export interface JobCtr extends JobMtr {
  id: string;
  kind: string;
  ctrNumber: string | null;
  /** Whose law the job falls under (the placement's municipality, or the hauler's). */
  municipalityId: string | null;
}

/**
 * On a job's card: whether it needs a CTR and, if so, the CTR (opens it) and its MTR, or "Emitir CTR"
 * for this job.
 */
export function JobCtrLine({ job, driver = false }: { job: JobCtr; driver?: boolean }) {
  if (!jobNeedsCtr(job.kind)) return null;
  if (job.ctrId && job.ctrNumber)
    return (
      <Group gap={6} wrap="wrap">
        <Anchor component={Link} href={`/ctrs/${job.ctrId}`} size="sm">
          CTR {job.ctrNumber}
        </Anchor>
        {job.ctrStatus && <CtrStatusBadge status={job.ctrStatus} />}
        <JobMtrLine job={job} canRetry={!driver} />
      </Group>
    );
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c="red.9">
        <CitedText>{`Sem CTR (${ctrDuty(job.municipalityId).grounds})`}</CitedText>
      </Text>
      <Anchor component={Link} href={`/ctrs/novo?servico=${job.id}`} size="sm" fw={600} underline="always">
        Emitir CTR
      </Anchor>
    </Group>
  );
}
