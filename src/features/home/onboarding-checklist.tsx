"use client";

import { Anchor, List, Paper, Text, ThemeIcon, Title } from "@mantine/core";
import Link from "next/link";
import { CitedText } from "@/components/ui/cited-text";
import { formatDate } from "@/lib/format";
import type { OnboardingStep } from "@/server/services/accounts/onboarding";

type Articles = { licensingArticle: string | null; yardArticle: string | null };

/** Each step's words, where to do it and, beside that link, the article that asks it (its own link). */
const STEP_TEXT: Record<
  OnboardingStep["key"],
  { label: string; article?: (a: Articles) => string | null; href: string }
> = {
  licences: {
    label: "Cadastre as licenças exigidas pelo município",
    article: (a) => a.licensingArticle,
    href: "/empresa",
  },
  yard: {
    label: "Informe o endereço do pátio fechado onde as caçambas ficam",
    article: (a) => a.yardArticle,
    href: "/empresa",
  },
  cacambas: { label: "Cadastre suas primeiras caçambas", href: "/frota" },
  team: { label: "Convide a primeira pessoa da equipe", href: "/equipe" },
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
              <Anchor
                component={Link}
                href={STEP_TEXT[step.key].href}
                td={step.done ? "line-through" : undefined}
              >
                {STEP_TEXT[step.key].label}
              </Anchor>
              {article && (
                <>
                  {" ("}
                  <CitedText>{article}</CitedText>)
                </>
              )}
              <Text span size="xs" c="dimmed">
                {step.done ? " — feito" : " — pendente"}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
