import { Alert, Badge, Container, List, ListItem, Stack, Text, Title } from "@mantine/core";
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CitedText } from "@/components/ui/cited-text";
import { CitizenReportForm } from "@/features/city/citizen-report-form";
import { formatCacambaNumber, formatPhone, formatTaxId } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Caçamba", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The segment as typed: a space arrives as `%20` (a malformed escape is kept as is and finds nothing). */
function typedCode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function load(code: string) {
  try {
    return await (await serverCaller()).fleet.publicCacamba({ code });
  } catch (e) {
    if (e instanceof TRPCError && (e.code === "NOT_FOUND" || e.code === "BAD_REQUEST")) notFound();
    throw e;
  }
}

/** What the QR on a caçamba opens: owner, licence today, how to complain. No personal data. */
export default async function PublicCacambaPage({ params }: { params: Promise<{ code: string }> }) {
  const code = typedCode((await params).code);
  const c = await load(code);
  const complaints = c.owner.complaintsPhone ?? c.owner.phone;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Caçamba nº {formatCacambaNumber(c.number)}</Title>
        <Text size="lg" fw={600}>
          {c.owner.legalName}
        </Text>
        <Text>CNPJ {formatTaxId(c.owner.taxId)}</Text>
        {c.owner.phone && <Text>Telefone: {formatPhone(c.owner.phone)}</Text>}
        <Title order={2} size="h4">
          Licença hoje
        </Title>
        <List spacing="xs">
          {c.municipalities.map((m) => (
            <ListItem key={m.municipalityId}>
              {m.name}:{" "}
              <Badge color={m.licensed ? "green" : "red"} variant="light">
                {m.licensed ? "licenciada" : "sem licença válida"}
              </Badge>{" "}
              {m.article && (
                <Text span size="sm" c="dimmed">
                  <CitedText newTab>{`(${m.article})`}</CitedText>
                </Text>
              )}
            </ListItem>
          ))}
        </List>
        {/* Information that never changes: a note, not an alert read out at once (Mantine's default role). */}
        <Alert title="Como denunciar" color="orange" role="note">
          {complaints ? (
            <CitedText newTab textColour>
              {`Ligue para o telefone de denúncias da empresa: ${formatPhone(complaints)}${c.owner.complaintsArticle ? ` (${c.owner.complaintsArticle})` : ""}. `}
            </CitedText>
          ) : (
            ""
          )}
          Caçamba irregular, lixo doméstico, entulho acima da borda ou fora do prazo: informe também a
          fiscalização da prefeitura do seu município, citando o número {formatCacambaNumber(c.number)} e o
          nome da empresa.
        </Alert>
        <CitizenReportForm code={code} />
      </Stack>
    </Container>
  );
}
