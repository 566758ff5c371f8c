"use client";

import { Anchor, List, Paper, Text, ThemeIcon, Title } from "@mantine/core";
import Link from "next/link";
import { formatDate } from "@/lib/format";
import type { OnboardingStep } from "@/server/services/accounts/onboarding";

const STEP_TEXT: Record<OnboardingStep["key"], { label: (article: string | null) => string; href: string }> =
  {
    licences: {
      label: (article) => `Cadastre as licenças exigidas pelo município${article ? ` (${article})` : ""}`,
      href: "/empresa",
    },
    yard: {
      label: () => "Informe o endereço do pátio fechado onde as caçambas ficam (JF art. 15)",
      href: "/empresa",
    },
    cacambas: { label: () => "Cadastre suas primeiras caçambas", href: "/frota" },
    team: { label: () => "Convide a primeira pessoa da equipe", href: "/equipe" },
  };

export function OnboardingChecklist({
  steps,
  trialEndsAt,
  licensingArticle,
}: {
  steps: OnboardingStep[];
  trialEndsAt: Date | null;
  licensingArticle: string | null;
}) {
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
        {steps.map((step) => (
          <List.Item
            key={step.key}
            icon={
              <ThemeIcon color={step.done ? "green" : "gray"} size={20} radius="xl" aria-hidden>
                {step.done ? "✓" : "•"}
              </ThemeIcon>
            }
          >
            <Anchor
              component={Link}
              href={STEP_TEXT[step.key].href}
              td={step.done ? "line-through" : undefined}
            >
              {STEP_TEXT[step.key].label(licensingArticle)}
            </Anchor>
            <Text span size="xs" c="dimmed">
              {step.done ? " — feito" : " — pendente"}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
