import { Alert, Container, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TextLink } from "@/components/ui/text-link";
import { LawArticles } from "@/features/laws/law-articles";
import { lawText } from "@/server/laws/law-text";

export const metadata: Metadata = { title: "Texto da lei" };

/** Public: a municipality's law, whole, each article at `#art-<n>` (the citations on screen link here). */
export default async function LawTextPage({ params }: { params: Promise<{ municipio: string }> }) {
  const { municipio } = await params;
  const law = lawText(municipio);
  if (!law) notFound();
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>Lei de {law.place}</Title>
        <Text fw={600}>{law.title}</Text>
        <Text c="dimmed" size="sm">
          Cópia do texto publicado, para consulta: em caso de dúvida, vale o texto oficial publicado pelo
          município.
        </Text>
        {law.ocr && (
          <Alert color="yellow" title="Texto lido de uma cópia digitalizada">
            O texto foi obtido por reconhecimento de caracteres e pode ter erros de leitura (letras e números
            trocados). Confira o artigo no documento oficial antes de usá-lo numa defesa ou num auto.
          </Alert>
        )}
        <LawArticles sections={law.sections} />
        <TextLink href="/leis">Outras leis</TextLink>
      </Stack>
    </Container>
  );
}
