import { Paper, Stack, Text, Title } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { fineRemarks } from "@/domain/fines/remarks";
import { formatCoordinates, formatDateTime, formatMoneyCents, formatTaxId } from "@/lib/format";
import { withLocalTimes } from "@/lib/signature-text";
import { CitationStatusBadge } from "./citation-status-badge";
import { deadlineLine, FINE_CLASS_LABEL, NOTICE_CHANNEL_LABEL } from "./labels";

export interface CitationView {
  number: string;
  cityName: string;
  timeZone: string;
  status: string;
  offenderName: string;
  offenderTaxId: string;
  /** The offender's registered address (company profile). */
  offenderAddress?: string | null;
  issuedPlace: string;
  issuedAt: Date;
  location: string;
  lat: number | null;
  lon: number | null;
  facts: string;
  article: string;
  penalty: string;
  fineClass: string | null;
  amountCents: number | null;
  reincidence: boolean;
  fine: Record<string, unknown>;
  deadlines: {
    kind: string;
    days?: number;
    years?: number;
    dayKind: string;
    from: string;
    article: string;
    dueAt: string | null;
  }[];
  inspectorName: string;
  inspectorPost: string;
  inspectorSignature: string;
  noticeChannel: string;
  noticeRecipient: string | null;
  noticedAt: Date;
  noticeReadAt: Date | null;
  decision: string | null;
  decidedAt: Date | null;
  /** The final decision and its notice, where the payment counts from it (CM art. 107). */
  finalDecision?: string | null;
  finalNoticedAt?: Date | null;
  paidAt: Date | null;
  defence: { text: string; filedAt: Date; filedByName: string; fileIds: string[] } | null;
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{" "}
      </Text>
      {children}
    </Text>
  );
}

/**
 * Every element of the auto (IN art. 8º, CM art. 82), the fine with its article, the deadlines with theirs,
 * defence and decision. Its citations open the law in another tab: the defence and decision forms sit below.
 */
export function CitationDetails({
  c,
  defenceFileHref,
}: {
  c: CitationView;
  defenceFileHref?: (fileId: string) => string;
}) {
  const tz = c.timeZone;
  const notes = fineRemarks(c.fine as Parameters<typeof fineRemarks>[0]);
  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            Auto de infração nº {c.number} <CitationStatusBadge status={c.status} />
          </Title>
          <Line label="Órgão autuante">{c.cityName}</Line>
          <Line label="Lavrado em">{`${c.issuedPlace}, ${formatDateTime(c.issuedAt, tz)}`}</Line>
          <Line label="Autuado">{`${c.offenderName} — ${formatTaxId(c.offenderTaxId)}`}</Line>
          {c.offenderAddress ? <Line label="Endereço do autuado">{c.offenderAddress}</Line> : null}
          <Line label="Local da infração">{`${c.location}${c.lat !== null && c.lon !== null ? ` (${formatCoordinates(c.lat, c.lon, 6)})` : ""}`}</Line>
          <Line label="Fatos">
            <CitedText newTab>{c.facts}</CitedText>
          </Line>
          <Line label="Dispositivo infringido">
            <CitedText newTab>{c.article}</CitedText>
          </Line>
          <Line label="Penalidade">
            <CitedText newTab>{c.penalty}</CitedText>
          </Line>
          <Line label="Multa">
            {c.amountCents !== null ? formatMoneyCents(c.amountCents) : "—"}
            {c.fineClass ? ` (${FINE_CLASS_LABEL[c.fineClass] ?? c.fineClass})` : ""}
            {c.reincidence ? " — reincidente" : ""}
          </Line>
          <Line label="Fiscal">{`${c.inspectorName}, ${c.inspectorPost}`}</Line>
          <Line label="Assinatura">{withLocalTimes(c.inspectorSignature, tz)}</Line>
          <Line label="Notificação">
            {NOTICE_CHANNEL_LABEL[c.noticeChannel]}
            {c.noticeRecipient ? ` (${c.noticeRecipient})` : ""} em {formatDateTime(c.noticedAt, tz)}
            {c.noticeChannel === "whatsapp"
              ? c.noticeReadAt
                ? `; lido em ${formatDateTime(c.noticeReadAt, tz)}`
                : "; leitura ainda não confirmada — prazos aguardam a confirmação"
              : ""}
          </Line>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h5">
          Prazos
        </Title>
        {c.deadlines.length === 0 && (
          <Text size="sm">A lei não fixa prazos de defesa ou pagamento para este auto.</Text>
        )}
        {c.deadlines.map((d) => (
          <Text size="sm" key={`${d.kind}-${d.article}`}>
            <CitedText newTab>{deadlineLine(d)}</CitedText>
            {d.dueAt ? ` — até ${formatDateTime(new Date(d.dueAt), tz)}` : ""}
          </Text>
        ))}
        {notes.map((n) => (
          <Text size="xs" c="dimmed" key={n}>
            <CitedText newTab>{n}</CitedText>
          </Text>
        ))}
      </Paper>
      {c.defence && (
        <Paper withBorder p="md">
          <Title order={3} size="h5">
            Defesa de {c.defence.filedByName}, {formatDateTime(c.defence.filedAt, tz)}
          </Title>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            <CitedText newTab>{c.defence.text}</CitedText>
          </Text>
          {defenceFileHref &&
            c.defence.fileIds.map((f, i) => (
              <a key={f} href={defenceFileHref(f)}>
                Anexo {i + 1}
              </a>
            ))}
        </Paper>
      )}
      {c.decidedAt && (
        <Paper withBorder p="md">
          <Title order={3} size="h5">
            Decisão de {formatDateTime(c.decidedAt, tz)}
          </Title>
          <Text size="sm">
            <CitedText newTab>{c.decision ?? ""}</CitedText>
          </Text>
          {c.paidAt && <Text size="sm">Pago em {formatDateTime(c.paidAt, tz)}.</Text>}
        </Paper>
      )}
      {c.finalNoticedAt && (
        <Paper withBorder p="md">
          <Title order={3} size="h5">
            Decisão definitiva, notificada em {formatDateTime(c.finalNoticedAt, tz)}
          </Title>
          <Text size="sm">
            <CitedText newTab>{c.finalDecision ?? ""}</CitedText>
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
