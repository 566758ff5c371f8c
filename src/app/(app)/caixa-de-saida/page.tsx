import { Anchor, Badge, Paper, Stack, Text } from "@mantine/core";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { Guarded } from "@/features/shell/guarded";
import { formatDateTime } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Caixa de saída" };

const STATUS = { pending: "na fila", sent: "enviado", failed: "falhou" } as const;

/** Links in the text become clickable, so a tester can follow a verification or invitation link. */
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
      <span key={key}>{part}</span>
    );
  });
}

export default async function OutboxPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Caixa de saída"
        subtitle="Os e-mails da plataforma. Sem SMTP_URL configurado eles não saem do servidor e o texto aparece aqui."
      />
      <Guarded load={() => caller.platform.outbox()}>
        {(emails) => (
          <Stack>
            {emails.length === 0 && <Text>Nenhum e-mail ainda.</Text>}
            {emails.map((e) => (
              <Paper
                key={e.id}
                withBorder
                p="md"
                component="article"
                aria-label={`E-mail para ${e.to}: ${e.subject}`}
              >
                <Text size="sm" c="dimmed">
                  {formatDateTime(e.createdAt)} · para {e.to} ·{" "}
                  <Badge component="span" size="xs">
                    {STATUS[e.status]}
                  </Badge>
                  {e.lastError && ` · último erro: ${e.lastError}`}
                </Text>
                <Text fw={600}>{e.subject}</Text>
                {e.text && <Text style={{ whiteSpace: "pre-wrap" }}>{withLinks(e.text)}</Text>}
              </Paper>
            ))}
          </Stack>
        )}
      </Guarded>
    </>
  );
}
