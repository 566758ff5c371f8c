import { Container, Group, List, ListItem, Paper, Stack, Text, Title } from "@mantine/core";
import { ButtonLink } from "@/components/ui/button-link";
import { TextLink } from "@/components/ui/text-link";
import { AccountLink } from "./account-link";
import { CodeCheckForm } from "./code-check-form";
import { CODE_CHECK_ANCHOR } from "./public-header";

/** What a signed-out visitor reads at `/`: what the product is, for whom, and the four ways on. */
export function Landing() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Caçamba Certa</Title>
          <Text size="lg">Caçambas de entulho, CTR e fiscalização conforme a lei do seu município.</Text>
        </Stack>
        <List spacing="xs">
          <ListItem>
            <strong>Transportadores</strong>: frota, pedidos, rotas dos motoristas, CTRs e faturas num só
            lugar.
          </ListItem>
          <ListItem>
            <strong>Clientes</strong>: pedem a caçamba e acompanham a entrega, a retirada e o destino do
            entulho.
          </ListItem>
          <ListItem>
            <strong>Receptores e prefeituras</strong>: conferem cada carga recebida e fiscalizam as caçambas
            na rua.
          </ListItem>
        </List>
        <Group gap="sm">
          <AccountLink button />
          <ButtonLink href="/cadastro" variant="default">
            Cadastre sua empresa
          </ButtonLink>
        </Group>
        <Text size="sm">
          Vai contratar uma caçamba? <TextLink href="/cadastro/gerador">Cadastro de cliente</TextLink>.
        </Text>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4" id={`${CODE_CHECK_ANCHOR}-titulo`}>
              Conferir uma caçamba ou um CTR
            </Title>
            <Text size="sm">
              Veja de quem é a caçamba e se ela tem licença, ou a situação de um CTR, pelo código impresso.
            </Text>
            <CodeCheckForm id={CODE_CHECK_ANCHOR} />
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              Denunciar uma caçamba
            </Title>
            <Text size="sm">
              Caçamba irregular, com lixo doméstico, entulho acima da borda ou fora do prazo: digite acima o
              código do adesivo dela e use “Denunciar um problema com esta caçamba”, na página que abrir (a
              empresa e a fiscalização são avisadas). Sem o código, informe a fiscalização da prefeitura do
              seu município, com o número e o nome da empresa pintados na caçamba.
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              Transportadores licenciados
            </Title>
            <Text size="sm">Antes de contratar, veja as empresas com licença válida no seu município.</Text>
            <TextLink href="/transportadores">Ver transportadores licenciados</TextLink>
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              As leis municipais
            </Title>
            <Text size="sm">O texto de cada lei que o sistema aplica, artigo por artigo.</Text>
            <TextLink href="/leis">Ler as leis</TextLink>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
