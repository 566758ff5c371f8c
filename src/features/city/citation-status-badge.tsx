import { Badge } from "@mantine/core";
import { CITATION_STATUS_COLOR, CITATION_STATUS_LABEL } from "./labels";

export function CitationStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={CITATION_STATUS_COLOR[status] ?? "gray"} variant="light" miw="max-content">
      {CITATION_STATUS_LABEL[status] ?? status}
    </Badge>
  );
}
