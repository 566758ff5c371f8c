import { Container, List, ListItem, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { MUNICIPALITY_OPTIONS } from "@/lib/municipalities";

export const metadata: Metadata = { title: "Transportadores licenciados" };

/** Public: pick a municipality to see the haulers licensed there today, by that municipality's law. */
export default function LicensedHaulersIndex() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Transportadores licenciados</Title>
        <Text>
          Antes de contratar uma caçamba, confira se a empresa tem licença válida hoje no seu município; cada
          lista cita a lei do município.
        </Text>
        <List>
          {MUNICIPALITY_OPTIONS.map((m) => (
            <ListItem key={m.value}>
              <TextLink href={`/transportadores/${m.value}`}>{m.label}</TextLink>
            </ListItem>
          ))}
        </List>
      </Stack>
    </Container>
  );
}
