import { Container, List, ListItem, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { lawTextPath } from "@/domain/laws/citations";
import { MUNICIPALITY_OPTIONS } from "@/lib/municipalities";

export const metadata: Metadata = { title: "Leis municipais" };

/** Public: the laws the product applies, one page each, every article with its own address. */
export default function LawsIndex() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Leis municipais</Title>
        <Text>
          Cada regra, prazo e multa do Caçamba Certa cita o artigo da lei do município. Aqui está o texto de
          cada lei, para ler o artigo inteiro.
        </Text>
        <List>
          {MUNICIPALITY_OPTIONS.map((m) => (
            <ListItem key={m.value}>
              <TextLink href={lawTextPath(m.value)}>{m.label}</TextLink>
            </ListItem>
          ))}
        </List>
      </Stack>
    </Container>
  );
}
