import { Paper, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink } from "@/components/ui/text-link";
import { lawTextPath } from "@/domain/laws/citations";
import { findLaw } from "@/domain/laws/registry";
import { GuideView } from "@/features/help/guide-view";
import { GUIDES, type GuideRole, navOf } from "@/features/help/guides";
import { loadViewer } from "@/features/shell/viewer";
import { ROLE_LABEL } from "@/lib/roles";

export const metadata: Metadata = { title: "Ajuda" };

/** The signed-in role's day, step by step with the screens' pictures, and where the law's text is. */
export default async function HelpPage() {
  const viewer = await loadViewer();
  if (!viewer) redirect("/entrar");
  const membership = viewer.membership;
  const role: GuideRole | null = membership ? membership.role : viewer.user.isSuperadmin ? "platform" : null;
  if (!role)
    return (
      <>
        <PageHeader title="Ajuda" />
        <EmptyState
          title="O guia aparece quando você participa de uma organização"
          next="Cada função — administrador, despacho, motorista, receptor, fiscal e cliente — tem o seu guia do dia."
        />
      </>
    );
  const law = membership && findLaw(membership.municipalityId);
  return (
    <>
      <PageHeader
        title="Ajuda"
        subtitle={`O seu dia no Caçamba Certa — ${membership ? ROLE_LABEL[membership.role] : "Administração da plataforma"}`}
      />
      <Stack>
        <GuideView guide={GUIDES[role]} nav={navOf(role)} />
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="regras-e-leis">
          <Stack gap="xs">
            <Title order={2} size="h4" id="regras-e-leis">
              Regras, prazos e multas
            </Title>
            <Text>
              Cada regra que o Caçamba Certa aplica cita o artigo da lei do município; toque no artigo para
              ler o texto da lei. Onde a lei não trata de um assunto, a tela diz que a regra é do Caçamba
              Certa. Nas telas em que mais se hesita — planejar a colocação, emitir o CTR, receber a carga e
              lavrar o auto — o botão “?” ao lado do título explica o passo.
            </Text>
            {law && (
              <TextLink href={lawTextPath(law.municipality.id)}>
                Ler a lei de {law.municipality.name}/{law.municipality.uf}
              </TextLink>
            )}
            <TextLink href="/leis">Leis de todos os municípios atendidos</TextLink>
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}
