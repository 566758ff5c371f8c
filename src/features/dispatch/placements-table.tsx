import { Anchor, Badge, Stack, Text } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { resolveMunicipality } from "@/domain";
import {
  type BookedJobs,
  PLACEMENT_ACTION_LABEL,
  PLACEMENT_STATES,
  type PlacementAction,
  pickupAfterDeadline,
} from "@/domain/lifecycle";
import { type FixEvidence, fixSentence } from "@/domain/street/fix-evidence";
import { NEXT_JOB_PARAM, nextJobHref } from "@/features/lifecycle/next-job-href";
import { StageLabel } from "@/features/lifecycle/stage-label";
import { formatCacambaNumber, formatDateTime, formatIsoDate } from "@/lib/format";
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
  cacambaNumber: number | null;
  createdAt: Date;
  placedAt: Date | null;
  booked: BookedJobs;
  actions: PlacementAction[];
  fix?: FixEvidence | null;
}

const timeZoneOf = (id: string) => resolveMunicipality(id)?.timeZone;

const isJob = (a: PlacementAction): a is keyof typeof NEXT_JOB_PARAM => a in NEXT_JOB_PARAM;

/** What happened to the placement and what is booked, each with its date: rows of one site differ here. */
function datesOf(r: PlacementRow): string[] {
  const tz = timeZoneOf(r.municipalityId);
  return [
    `planejada em ${formatDateTime(r.createdAt, tz)}`,
    r.placedAt ? `entregue em ${formatDateTime(r.placedAt, tz)}` : null,
    r.booked.delivery ? `entrega agendada para ${formatIsoDate(r.booked.delivery)}` : null,
    r.booked.pickup ? `retirada agendada para ${formatIsoDate(r.booked.pickup)}` : null,
  ].filter((d): d is string => d !== null);
}

/** A pick-up booked after the deadline, said beside it with the article (`pickupAfterDeadline`). */
function LatePickup({ r }: { r: PlacementRow }) {
  const late = pickupAfterDeadline({
    pickup: r.booked.pickup,
    deadline: r.deadline,
    deadlineArticle: r.deadlineArticle,
    municipalityId: r.municipalityId,
    timeZone: timeZoneOf(r.municipalityId) ?? "America/Sao_Paulo",
    now: new Date(),
  });
  if (!late) return null;
  return (
    <Text size="sm" c="red" data-testid="late-pickup">
      <CitedText>{late}</CitedText>
    </Text>
  );
}

/** The hauler's placements with their countdown (ok / vence hoje / vencida). Server component. */
export function PlacementsTable({ rows, caption }: { rows: PlacementRow[]; caption: string }) {
  return (
    <SimpleTable
      caption={caption}
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        {
          header: "Caçamba",
          cell: (r) =>
            r.cacambaNumber === null ? "a definir" : `nº ${formatCacambaNumber(r.cacambaNumber)}`,
        },
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
              <StageLabel {...PLACEMENT_STATES[r.status]} />
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
              {r.actions.filter(isJob).map((a) => (
                <TextLink key={a} href={nextJobHref(r.id, a)} size="sm">
                  {PLACEMENT_ACTION_LABEL[a]}
                </TextLink>
              ))}
            </Stack>
          ),
        },
        {
          header: "Datas",
          cell: (r) => (
            <Stack gap={0}>
              {datesOf(r).map((d) => (
                <Text key={d} size="sm">
                  {d}
                </Text>
              ))}
            </Stack>
          ),
        },
        {
          header: "Prazo de retirada",
          cell: (r) =>
            r.status === "placed" ? (
              <Stack gap={2} align="flex-start">
                <DeadlineBadge
                  status={r.deadlineStatus}
                  deadline={r.deadline}
                  article={r.deadlineArticle}
                  municipalityId={r.municipalityId}
                />
                <LatePickup r={r} />
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                conta a partir da entrega
              </Text>
            ),
        },
        {
          header: "Verificação da posição",
          cell: (r) => (
            <Stack gap={2} align="flex-start">
              {r.verdictOk ? (
                <Badge color="green" variant="light">
                  dentro da lei
                </Badge>
              ) : (
                <Text size="sm" c="red">
                  <CitedText>{`${r.verdict.violations.map((v) => v.article).join(", ")} — salvo pelo administrador: ${r.overrideReason ?? ""}`}</CitedText>
                </Text>
              )}
              {r.fix && (
                <Text size="xs" c={r.fix.flagged ? "red" : "dimmed"} data-testid="drop-off-fix">
                  {fixSentence(r.fix)}
                </Text>
              )}
            </Stack>
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
