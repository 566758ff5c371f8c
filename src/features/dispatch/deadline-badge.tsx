import { Badge, Stack, Text } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { resolveMunicipality } from "@/domain";
import { formatDateTime } from "@/lib/format";

export type DeadlineStatus = "ok" | "due_today" | "overdue" | "none";

/** One colour and one pt-BR word per status, everywhere (docs/screens.md). */
export const DEADLINE_BADGE: Record<DeadlineStatus, { color: string; label: string }> = {
  ok: { color: "green", label: "ok" },
  due_today: { color: "orange", label: "vence hoje" },
  overdue: { color: "red", label: "vencida" },
  none: { color: "gray", label: "sem prazo" },
};

function remaining(deadline: Date, now: Date): string {
  const ms = deadline.getTime() - now.getTime();
  const h = Math.floor(Math.abs(ms) / 3_600_000);
  const text =
    h >= 24
      ? `${Math.floor(h / 24)} d ${h % 24} h`
      : `${h} h ${Math.floor((Math.abs(ms) % 3_600_000) / 60_000)} min`;
  return ms >= 0 ? `faltam ${text}` : `vencida há ${text}`;
}

/** Deadline with its colour, countdown and article. Server component. */
export function DeadlineBadge({
  status,
  deadline,
  article,
  municipalityId,
  now = new Date(),
}: {
  status: DeadlineStatus;
  deadline: Date | null;
  article: string | null;
  municipalityId: string;
  now?: Date;
}) {
  const badge = DEADLINE_BADGE[status];
  const tz = resolveMunicipality(municipalityId)?.timeZone;
  return (
    <Stack gap={2}>
      <Badge color={badge.color} variant="filled" data-status={status}>
        {badge.label}
      </Badge>
      {deadline && (
        <Text size="sm">
          até {formatDateTime(deadline, tz)} · {remaining(deadline, now)}
        </Text>
      )}
      {article && (
        <Text size="xs" c="dimmed">
          <CitedText>{article}</CitedText>
        </Text>
      )}
    </Stack>
  );
}
