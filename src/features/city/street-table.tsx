import { Badge, Stack, Text } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { type FixEvidence, fixSentence } from "@/domain/street/fix-evidence";
import { actionNames } from "@/features/forms/action-names";
import { formatCacambaNumber, formatCoordinates, formatDateTime } from "@/lib/format";
import { DEADLINE_STATUS_COLOR, DEADLINE_STATUS_LABEL, overdueText } from "./labels";

export interface StreetRow {
  placementId: string;
  haulerName: string;
  cacambaNumber: number | null;
  address: string;
  lat: number;
  lon: number;
  placedAt: Date | null;
  deadline: Date | null;
  deadlineArticle: string | null;
  status: string;
  overdueHours: number;
  fix?: FixEvidence | null;
}

/** Caçambas on the street, overdue first, with deadline (and its article) and how long overdue. */
export function StreetTable({
  rows,
  timeZone,
  caption,
}: {
  rows: StreetRow[];
  timeZone: string;
  caption: string;
}) {
  return (
    <SimpleTable
      rows={rows}
      rowKey={(r) => r.placementId}
      caption={caption}
      columns={[
        {
          header: "Situação",
          cell: (r) => (
            <Badge color={DEADLINE_STATUS_COLOR[r.status]} variant="light">
              {DEADLINE_STATUS_LABEL[r.status]}
            </Badge>
          ),
        },
        { header: "Atraso", cell: (r) => overdueText(r.overdueHours) },
        { header: "Transportador", cell: (r) => r.haulerName },
        {
          header: "Caçamba",
          cell: (r) => (r.cacambaNumber === null ? "—" : formatCacambaNumber(r.cacambaNumber)),
        },
        { header: "Endereço", cell: (r) => r.address },
        {
          header: "Coordenadas",
          cell: (r) => (
            <Stack gap={2}>
              <span>{formatCoordinates(r.lat, r.lon)}</span>
              {r.fix && (
                <Text size="xs" c={r.fix.flagged ? "red" : "dimmed"}>
                  {fixSentence(r.fix)}
                </Text>
              )}
            </Stack>
          ),
        },
        { header: "Colocada em", cell: (r) => (r.placedAt ? formatDateTime(r.placedAt, timeZone) : "—") },
        {
          header: "Prazo",
          cell: (r) =>
            r.deadline ? (
              <CitedText>{`${formatDateTime(r.deadline, timeZone)} (${r.deadlineArticle ?? ""})`}</CitedText>
            ) : (
              "sem prazo na lei"
            ),
        },
        {
          header: "",
          cell: (r) => (
            <TextLink
              href={`/fiscalizacao/vistorias/nova?colocacao=${r.placementId}`}
              aria-label={actionNames.inspect(r.cacambaNumber, r.haulerName, r.address)}
            >
              Vistoriar
            </TextLink>
          ),
        },
      ]}
    />
  );
}
