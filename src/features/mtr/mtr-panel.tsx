import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { mtrRequestable } from "@/domain/mtr";
import { formatDateTime } from "@/lib/format";
import type { MtrView } from "@/server/services/mtr/read";
import { MtrActions } from "./mtr-actions";
import { ReceiptChangeAnswer } from "./receipt-change";

type Party = "hauler" | "receiver" | "generator";
type PanelMtr =
  | (Omit<MtrView, "nextAttemptAt"> & {
      nextAttemptAt: Date | null;
      cdf: { number: string; issuedAt: Date } | null;
    })
  | null;

const COLOR: Record<string, string> = {
  queued: "yellow",
  issued: "blue",
  received: "green",
  cancelled: "gray",
  failed: "red",
};

/**
 * The CTR's MTR (Portaria MMA 280/2020) for the party reading the CTR: system, number, status, what
 * went wrong and what happens next, the system's PDF and the receiver's CDF; the hauler's dispatcher
 * issues or retries it here.
 */
export function MtrPanel({
  ctrId,
  party,
  mtr,
  canIssue,
  canAnswer = false,
  ctrStatus,
}: {
  ctrId: string;
  party: Party;
  mtr: PanelMtr;
  canIssue: boolean;
  /** The generator, or its hauler's admin or dispatcher, may answer the receiver's altered receipt. */
  canAnswer?: boolean;
  /** The MTR is asked only while the load is at the site (`mtrRequestable`). */
  ctrStatus: string;
}) {
  const timing = mtrRequestable(ctrStatus);
  return (
    <Paper withBorder p="md" aria-labelledby="mtr-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="mtr-title">
          MTR (Manifesto de Transporte de Resíduos)
        </Title>
        {!mtr ? (
          <>
            <Text size="sm">
              Sem MTR. O gerador que mantém plano de gerenciamento de resíduos precisa de um MTR por carga no
              SINIR ou no sistema do seu estado (Lei 12.305/2010, art. 20; Portaria MMA 280/2020).
            </Text>
            {canIssue &&
              (timing.ok ? (
                <MtrActions ctrId={ctrId} mtrId={null} status={null} />
              ) : (
                <Text size="sm" c="dimmed">
                  {timing.reason}
                </Text>
              ))}
          </>
        ) : (
          <>
            <Group gap="xs">
              <Badge color={COLOR[mtr.status] ?? "gray"} variant="light">
                {mtr.statusLabel}
              </Badge>
              <Text fw={600}>{mtr.number ? `MTR nº ${mtr.number}` : "Número ainda não atribuído"}</Text>
              <Text size="sm" c="dimmed">
                {mtr.systemLabel} · resíduo IBAMA {mtr.ibamaCode}
              </Text>
            </Group>
            {mtr.lastError && (
              <Alert color={mtr.status === "failed" ? "red" : "yellow"} role="status">
                {mtr.lastError}
                {mtr.status === "queued" &&
                  mtr.nextAttemptAt &&
                  ` Próxima tentativa: ${formatDateTime(new Date(mtr.nextAttemptAt))}.`}
              </Alert>
            )}
            {mtr.receiptChange && (
              <ReceiptChangeAnswer
                mtrId={mtr.id}
                answerAs={canAnswer && (party === "generator" || party === "hauler") ? party : null}
                change={{
                  ...mtr.receiptChange,
                  alteredAt: formatDateTime(new Date(mtr.receiptChange.alteredAt)),
                  answeredAt: mtr.receiptChange.answeredAt
                    ? formatDateTime(new Date(mtr.receiptChange.answeredAt))
                    : null,
                }}
              />
            )}
            <Group wrap="wrap">
              {mtr.hasPdf && (
                <Button
                  component="a"
                  href={`/api/ctr/${party}/${ctrId}/mtr`}
                  variant="default"
                  target="_blank"
                >
                  PDF do MTR
                </Button>
              )}
              {mtr.cdf && (
                <Button
                  component="a"
                  href={`/api/ctr/${party}/${ctrId}/cdf`}
                  variant="default"
                  target="_blank"
                >
                  CDF nº {mtr.cdf.number} (PDF)
                </Button>
              )}
              {canIssue && (mtr.status === "failed" || mtr.status === "queued") && (
                <MtrActions ctrId={ctrId} mtrId={mtr.id} status={mtr.status} />
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
