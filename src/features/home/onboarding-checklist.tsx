"use client";

import { Anchor, List, Paper, Text, ThemeIcon, Title } from "@mantine/core";
import Link from "next/link";
import { CitedText } from "@/components/ui/cited-text";
import { formatDate } from "@/lib/format";
import type { OnboardingStep } from "@/server/services/accounts/onboarding";

type Articles = { licensingArticle: string | null; yardArticle: string | null };

/**
 * Each step's words, the link that does it (named with the screen it opens, as the menu names it) and,
 * beside it, the article that asks it (its own link).
 */
const STEP_TEXT: Record<
  OnboardingStep["key"],
  { label: string; action: string; screen: string; href: string; article?: (a: Articles) => string | null }
> = {
  licences: {
    label: "Licenças exigidas pelo município",
    action: "Cadastrar licenças",
    screen: "Empresa e licenças",
    href: "/empresa",
    article: (a) => a.licensingArticle,
  },
  yard: {
    label: "Endereço do pátio fechado onde as caçambas ficam",
    action: "Informar o pátio",
    screen: "Empresa e licenças",
    href: "/empresa",
    article: (a) => a.yardArticle,
  },
  cacambas: { label: "Suas caçambas", action: "Cadastrar caçambas", screen: "Frota", href: "/frota" },
  team: { label: "A primeira pessoa da equipe", action: "Convidar", screen: "Equipe", href: "/equipe" },
  prices: {
    label: "Tabela de preços: o cliente vê o preço ao pedir a caçamba",
    action: "Cadastrar preços",
    screen: "Preços",
    href: "/precos",
  },
  pix: {
    label: "Chave Pix: cada fatura mostra o QR code para pagar",
    action: "Cadastrar a chave Pix",
    screen: "Empresa e licenças",
    href: "/empresa",
  },
  nfse: {
    label: "NFS-e: o certificado A1 da empresa e a inscrição municipal",
    action: "Configurar a NFS-e",
    screen: "NFS-e",
    href: "/nfse",
  },
  mtr: {
    label: "MTR: o acesso da empresa ao sistema de MTR do estado",
    action: "Cadastrar as credenciais",
    screen: "MTR e CDF",
    href: "/mtr",
  },
};

export function OnboardingChecklist({
  steps,
  trialEndsAt,
  licensingArticle,
  yardArticle,
}: {
  steps: OnboardingStep[];
  trialEndsAt: Date | null;
} & Articles) {
  if (steps.every((s) => s.done)) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="primeiros-passos">
      <Title order={2} size="h4" id="primeiros-passos">
        Primeiros passos
      </Title>
      {trialEndsAt && (
        <Text size="sm" c="dimmed" mb="sm">
          Período de avaliação gratuita até {formatDate(trialEndsAt)}.
        </Text>
      )}
      <List spacing="xs" mt="xs">
        {steps.map((step) => {
          const article = STEP_TEXT[step.key].article?.({ licensingArticle, yardArticle });
          return (
            <List.Item
              key={step.key}
              icon={
                <ThemeIcon color={step.done ? "green" : "gray"} size={20} radius="xl" aria-hidden>
                  {step.done ? "✓" : "•"}
                </ThemeIcon>
              }
            >
              <Text span td={step.done ? "line-through" : undefined}>
                {STEP_TEXT[step.key].label}
              </Text>
              {article && (
                <>
                  {" ("}
                  <CitedText>{article}</CitedText>)
                </>
              )}
              <Text span size="xs" c="dimmed">
                {step.done ? " — feito" : " — pendente"}
              </Text>
              {" · "}
              <Anchor component={Link} href={STEP_TEXT[step.key].href}>
                {STEP_TEXT[step.key].action} em {STEP_TEXT[step.key].screen}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
