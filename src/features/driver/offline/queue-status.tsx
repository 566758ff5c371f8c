"use client";

import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import { formatTime } from "@/lib/format";
import { waitingLabel } from "./job-on-phone";
import { useReportQueue } from "./report-queue";

/**
 * What the phone holds back: "Sem conexão", the reports waiting to be sent, and those the server
 * refused, with its reason and what the driver can do about them.
 */
export function QueueStatus({ jobLabel }: { jobLabel: (jobId: string) => string }) {
  const { reports, online, retry, discard } = useReportQueue();
  const waiting = reports.filter((r) => !r.refused);
  const refused = reports.filter((r) => r.refused);
  const what = (r: (typeof reports)[number]) =>
    `${r.action === "start" ? "Saída para" : "Registro de"} ${jobLabel(r.jobId)}, feito às ${formatTime(new Date(r.at))}`;
  return (
    <Stack gap="xs" data-testid="report-queue">
      {!online && (
        <Alert color="yellow" title="Sem conexão" role="status">
          Os registros ficam guardados neste aparelho e serão enviados quando o sinal voltar.
        </Alert>
      )}
      {waiting.length > 0 && (
        <Alert color="blue" title={waitingLabel(waiting.length)} data-testid="reports-waiting">
          <List size="sm">
            {waiting.map((r) => (
              <List.Item key={r.key}>{what(r)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {refused.map((r) => (
        <Alert key={r.key} color="red" title="Não enviado" role="alert" data-testid="report-refused">
          <Text size="sm">
            {what(r)}: {r.refused}
          </Text>
          <Group mt="xs" gap="xs">
            <Button size="sm" variant="light" onClick={() => void retry(r.key)}>
              Tentar de novo
            </Button>
            <Button size="sm" variant="subtle" color="red" onClick={() => void discard(r.key)}>
              Descartar
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
