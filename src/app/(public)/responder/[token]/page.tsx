import { Badge, Container, Group, Stack, Text, Title } from "@mantine/core";
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CitedText } from "@/components/ui/cited-text";
import { StatusPage } from "@/components/ui/status-page";
import { TextLink } from "@/components/ui/text-link";
import { OneTapAnswers } from "@/features/notifications/one-tap-answers";
import { formatCacambaNumber, formatDateTime } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Responder sobre a caçamba", robots: { index: false } };
export const dynamic = "force-dynamic";

async function load(token: string) {
  try {
    return await (await serverCaller()).notifications.oneTap.view({ token });
  } catch (e) {
    if (e instanceof TRPCError && e.code === "TOO_MANY_REQUESTS") return { throttled: e.message } as const;
    // A forged, mangled or expired link (or one whose person left the works) is no page: 404.
    if (e instanceof TRPCError && ["NOT_FOUND", "FORBIDDEN", "BAD_REQUEST"].includes(e.code)) notFound();
    throw e;
  }
}

/** What a client's message links to: the caçamba, its deadline with the article, and two answers in one tap. */
export default async function OneTapPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const v = await load(token);
  if ("throttled" in v) return <StatusPage framed={false} title="Muitas tentativas" text={v.throttled} />;
  const at = (d: Date) => formatDateTime(d, v.timeZone);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>
          Caçamba {v.cacambaNumber === null ? "" : `nº ${formatCacambaNumber(v.cacambaNumber)} `}—{" "}
          {v.siteName}
        </Title>
        <Text>{v.siteAddress}</Text>
        <Text>
          {v.haulerName}
          {v.placedAt ? ` · entregue em ${at(v.placedAt)}` : ""}
        </Text>
        <Group gap="xs">
          {!v.onStreet && (
            <Badge color="gray" variant="light">
              já retirada
            </Badge>
          )}
          {v.fullAt && (
            <Badge color="orange" variant="light">
              cheia desde {at(v.fullAt)}
            </Badge>
          )}
          {v.pickupRequestedAt && (
            <Badge color="blue" variant="light">
              retirada pedida em {at(v.pickupRequestedAt)}
            </Badge>
          )}
        </Group>
        {v.hasPhoto && (
          // biome-ignore lint/performance/noImgElement: a photo streamed by its own route, behind the signed link
          <img
            src={`/api/responder/${token}/foto`}
            alt={`Foto da entrega da caçamba em ${v.siteAddress}`}
            style={{ maxWidth: "100%", height: "auto", borderRadius: 8 }}
          />
        )}
        <Title order={2} size="h4">
          Prazo de retirada
        </Title>
        <Text data-testid="one-tap-deadline">
          <CitedText>{v.deadlineWording}</CitedText>
        </Text>
        {v.onStreet && (
          <OneTapAnswers
            token={token}
            full={v.fullAt !== null}
            pickupRequested={v.pickupRequestedAt !== null}
          />
        )}
        <Text size="sm" c="dimmed">
          Este link vale até {at(v.expiresAt)} e só responde sobre esta caçamba.{" "}
          <TextLink href={`/minhas-cacambas#colocacao-${v.placementId}`} size="sm">
            Ver no portal
          </TextLink>
        </Text>
      </Stack>
    </Container>
  );
}
