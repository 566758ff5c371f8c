import { Paper, Stack, Text } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink } from "@/components/ui/text-link";
import { CtrSettingsForm } from "@/features/ctr/settings-form";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";

export const metadata: Metadata = { title: "Prazo de recebimento dos CTRs" };

/** Hauler settings of the CTR: days without receipt before a CTR is flagged; only the admin edits. */
export default async function CtrSettingsPage() {
  const viewer = await loadViewer();
  const role = viewer?.membership?.role;
  if (!viewer || !role) return <EmptyState title="Sem organização" next="Entre numa organização ativa." />;
  return (
    <Stack>
      <PageHeader
        title="Prazo de recebimento dos CTRs"
        subtitle="CTRs ainda sem recebimento depois deste prazo aparecem destacados na lista de CTRs."
      />
      <Guarded load={() => viewer.caller.ctr.hauler.settings()}>
        {(settings) => {
          const days = settings.receiptOverdueDays ?? settings.defaultDays;
          return (
            <Paper withBorder p="md">
              <Stack>
                <Text size="sm">
                  A lei municipal não fixa prazo para o recebimento da carga (JP e JF silenciam). O padrão da
                  plataforma é {settings.defaultDays} {settings.defaultDays === 1 ? "dia" : "dias"}, como no
                  CTR-E de São Paulo (2 dias para a carga chegar ao destino); o máximo de 60 dias é o prazo em
                  que o MTR federal cancela manifestos não recebidos (Portaria MMA 280/2020).
                </Text>
                <Text size="sm" c="dimmed">
                  {settings.receiptOverdueDays === null
                    ? `Sua empresa usa o padrão: ${days} ${days === 1 ? "dia" : "dias"}.`
                    : `Prazo da sua empresa: ${days} ${days === 1 ? "dia" : "dias"}.`}
                </Text>
                {role === "admin" ? (
                  <CtrSettingsForm initialDays={days} />
                ) : (
                  <Text size="sm">Só o administrador da empresa altera o prazo.</Text>
                )}
                <TextLink href="/ctrs">Voltar aos CTRs</TextLink>
              </Stack>
            </Paper>
          );
        }}
      </Guarded>
    </Stack>
  );
}
