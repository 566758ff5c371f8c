"use client";

import { Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "@/features/forms/form-alert";
import { formatMoneyCents } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";

export interface PlanView {
  id: "ate-20" | "ate-100" | "ilimitado";
  name: string;
  maxCacambas: number | null;
  monthlyCents: number;
  yearlyCents: number;
}

/** Plan cards with monthly/yearly prices; "Assinar" opens Stripe Checkout. */
export function PlanPicker({
  plans,
  currentPlanId,
  canSubscribe,
}: {
  plans: PlanView[];
  currentPlanId: string | null;
  canSubscribe: boolean;
}) {
  const trpc = useTRPC();
  const [interval, setInterval] = useState<"month" | "year">("month");
  const checkout = useMutation(
    trpc.billing.startCheckout.mutationOptions({
      onSuccess: ({ url }) => {
        window.location.assign(url);
      },
    }),
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          Planos
        </Title>
        <SegmentedControl
          aria-label="Cobrança"
          value={interval}
          onChange={(v) => setInterval(v as "month" | "year")}
          data={[
            { value: "month", label: "Mensal" },
            { value: "year", label: "Anual" },
          ]}
        />
      </Group>
      <FormAlert message={checkout.error?.message} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {plans.map((plan) => {
          const cents = interval === "month" ? plan.monthlyCents : plan.yearlyCents;
          return (
            <Card key={plan.id} withBorder padding="md" aria-label={`Plano ${plan.name}`}>
              <Stack gap={6}>
                <Group justify="space-between">
                  <Text fw={700}>{plan.name}</Text>
                  {currentPlanId === plan.id && <Badge variant="light">seu plano</Badge>}
                </Group>
                <Text size="xl" fw={700}>
                  {formatMoneyCents(cents)}
                  <Text span size="sm" c="dimmed">
                    {interval === "month" ? " por mês" : " por ano"}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed">
                  {plan.maxCacambas === null
                    ? "Caçambas sem limite"
                    : `Até ${plan.maxCacambas.toLocaleString("pt-BR")} caçambas`}
                </Text>
                {canSubscribe && (
                  <Button
                    mt="xs"
                    loading={checkout.isPending && checkout.variables?.planId === plan.id}
                    onClick={() => checkout.mutate({ planId: plan.id, interval })}
                  >
                    Assinar {plan.name}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Pagamento pelo Stripe, com cartão ou boleto (conforme as formas habilitadas na conta). Os valores
        estão em reais.
      </Text>
    </Stack>
  );
}
