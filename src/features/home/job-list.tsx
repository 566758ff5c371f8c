import { List, ListItem, Text } from "@mantine/core";
import { KIND_LABEL, STATUS_LABEL } from "@/features/dispatch/board/labels";

interface JobLine {
  id: string;
  kind: string;
  status: string;
  windowStart: string | null;
  siteName: string | null;
  siteAddress: string | null;
}

/** Today's jobs in order, one line each: hour, kind, site and address, status. */
export function JobList({ jobs, label }: { jobs: JobLine[]; label: string }) {
  return (
    <List spacing={4} aria-label={label}>
      {jobs.map((job) => (
        <ListItem key={job.id}>
          <Text span fw={600}>
            {job.windowStart ? `${job.windowStart} · ` : ""}
            {KIND_LABEL[job.kind] ?? job.kind}
          </Text>
          <Text span>
            {" "}
            — {job.siteName ?? "sem obra"}
            {job.siteAddress ? `, ${job.siteAddress}` : ""} ({STATUS_LABEL[job.status] ?? job.status})
          </Text>
        </ListItem>
      ))}
    </List>
  );
}
