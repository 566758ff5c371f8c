import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { formatDateTime } from "@/lib/format";
import type { OutboxItem } from "@/server/services/platform/outbox";

const STATUS_COLOUR = { pending: "yellow", sent: "green", failed: "red" } as const;

/**
 * Links in the text become clickable, so a tester can follow a verification or invitation link; a
 * citation of the law in a notice links to its article, as everywhere on screen.
 */
function withLinks(text: string) {
  let offset = 0;
  return text.split(/(https?:\/\/\S+)/g).map((part) => {
    const key = offset;
    offset += part.length;
    return /^https?:\/\//.test(part) ? (
      <Anchor key={key} href={part}>
        {part}
      </Anchor>
    ) : (
      <span key={key}>
        <CitedText>{part}</CitedText>
      </span>
    );
  });
}

/**
 * Every message of the platform, of every channel, one card each. Long links and addresses wrap anywhere:
 * the page never grows wider than the phone.
 */
export function OutboxList({ items }: { items: OutboxItem[] }) {
  if (items.length === 0) return <Text>Nenhuma mensagem ainda.</Text>;
  return (
    <Stack>
      {items.map((m) => (
        <Paper
          key={m.id}
          withBorder
          p="md"
          component="article"
          data-channel={m.channel}
          aria-label={`${m.channelLabel} para ${m.to}${m.subject ? `: ${m.subject}` : ""}`}
          style={{ overflowWrap: "anywhere", minWidth: 0 }}
        >
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{m.channelLabel}</Badge>
            <Badge
              color={STATUS_COLOUR[m.status]}
              variant="light"
              style={{ height: "auto", whiteSpace: "normal" }}
            >
              {m.statusLabel}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {formatDateTime(m.createdAt)} · para {m.to}
            {m.orgName && ` · ${m.orgName}`}
            {m.lastError && ` · último erro: ${m.lastError}`}
          </Text>
          {m.subject && <Text fw={600}>{m.subject}</Text>}
          {m.text && <Text style={{ whiteSpace: "pre-wrap" }}>{withLinks(m.text)}</Text>}
        </Paper>
      ))}
    </Stack>
  );
}
