import { Anchor, Badge, Stack, Text } from "@mantine/core";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { resolveMunicipality } from "@/domain";
import { formatDateTime } from "@/lib/format";
import { DeadlineBadge, type DeadlineStatus } from "./deadline-badge";

export interface PlacementRow {
  id: string;
  status: "planned" | "placed" | "removed" | "cancelled";
  generatorName: string;
  siteName: string;
  siteAddress: string;
  municipalityId: string;
  verdictOk: boolean;
  overrideReason: string | null;
  verdict: { violations: { article: string }[] };
  deadline: Date | null;
  deadlineArticle: string | null;
  deadlineStatus: DeadlineStatus;
  fullAt?: Date | null;
  pickupRequestedAt?: Date | null;
}

const timeZoneOf = (id: string) => resolveMunicipality(id)?.timeZone;

const STATUS_LABEL = { planned: "planejada", placed: "na rua", removed: "retirada", cancelled: "cancelada" };

/** The job a placement waits for, one tap from its row: its drop-off while planned, its pick-up on the street. */
const NEXT_JOB: Partial<Record<PlacementRow["status"], { param: string; label: string }>> = {
  planned: { param: "entrega", label: "Agendar entrega" },
  placed: { param: "retirada", label: "Agendar retirada" },
};

/** The hauler's placements with their countdown (ok / vence hoje / vencida). Server component. */
export function PlacementsTable({ rows, caption }: { rows: PlacementRow[]; caption: string }) {
  return (
    <SimpleTable
      caption={caption}
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        {
          header: "Obra",
          cell: (r) => (
            <Text size="sm">
              {r.siteName} — {r.siteAddress}
            </Text>
          ),
        },
        { header: "Cliente", cell: (r) => r.generatorName },
        {
          header: "Situação",
          cell: (r) => (
            <Stack gap={2} align="flex-start">
              <Text size="sm">{STATUS_LABEL[r.status]}</Text>
              {r.status === "placed" && r.fullAt && (
                <Badge color="orange" variant="light">
                  cheia desde {formatDateTime(r.fullAt, timeZoneOf(r.municipalityId))}
                </Badge>
              )}
              {r.status === "placed" && r.pickupRequestedAt && (
                <Badge color="blue" variant="light">
                  retirada pedida em {formatDateTime(r.pickupRequestedAt, timeZoneOf(r.municipalityId))}
                </Badge>
              )}
              {NEXT_JOB[r.status] && (
                <TextLink href={`/despacho?colocacao=${r.id}&servico=${NEXT_JOB[r.status]?.param}`} size="sm">
                  {NEXT_JOB[r.status]?.label}
                </TextLink>
              )}
            </Stack>
          ),
        },
        {
          header: "Prazo de retirada",
          cell: (r) =>
            r.status === "placed" ? (
              <DeadlineBadge
                status={r.deadlineStatus}
                deadline={r.deadline}
                article={r.deadlineArticle}
                municipalityId={r.municipalityId}
              />
            ) : (
              <Text size="sm" c="dimmed">
                conta a partir da entrega
              </Text>
            ),
        },
        {
          header: "Verificação da posição",
          cell: (r) =>
            r.verdictOk ? (
              <Badge color="green" variant="light">
                dentro da lei
              </Badge>
            ) : (
              <Text size="sm" c="red">
                {r.verdict.violations.map((v) => v.article).join(", ")} — salvo pelo administrador:{" "}
                {r.overrideReason}
              </Text>
            ),
        },
        {
          header: "Guia de uso",
          cell: (r) => (
            <Anchor href={`/api/dispatch/colocacoes/${r.id}/guia`} target="_blank" size="sm">
              PDF
            </Anchor>
          ),
        },
      ]}
    />
  );
}
