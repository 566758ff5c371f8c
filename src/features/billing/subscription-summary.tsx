import { Alert, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { formatDate, formatMoneyCents } from "@/lib/format";
import { INTERVAL_LABEL, SUBSCRIPTION_STATUS_COLOR, SUBSCRIPTION_STATUS_LABEL } from "./labels";

export interface SummaryView {
  planName: string | null;
  maxCacambas: number | null;
  basis: "subscription" | "trial" | "none" | "legacy";
  status: string | null;
  interval: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
  trialEndsAt: Date | null;
  inTrial: boolean;
  readOnly: boolean;
  readOnlyFrom: Date | null;
  cacambasUsed: number;
  nextInvoice: { amountCents: number; date: Date } | null;
}

function fleetUse(used: number, max: number | null) {
  const n = used.toLocaleString("pt-BR");
  return max === null
    ? `${n} caçambas cadastradas (sem limite)`
    : `${n} de ${max.toLocaleString("pt-BR")} caçambas`;
}

/** Plan, status, trial, fleet use and next invoice (server component: no handlers). */
export function SubscriptionSummary({ s }: { s: SummaryView }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={700}>
            {s.planName ?? (s.basis === "legacy" ? "Sem plano (conta anterior à cobrança)" : "Sem plano")}
          </Text>
          {s.status && (
            <Badge color={SUBSCRIPTION_STATUS_COLOR[s.status] ?? "gray"} variant="light">
              {SUBSCRIPTION_STATUS_LABEL[s.status] ?? s.status}
            </Badge>
          )}
          {s.interval && <Text c="dimmed">cobrança {INTERVAL_LABEL[s.interval]}</Text>}
        </Group>
        {s.basis === "trial" && s.trialEndsAt && (
          <Text>
            Período de avaliação gratuita até {formatDate(s.trialEndsAt)}, com o limite do plano {s.planName}.
          </Text>
        )}
        {s.basis === "none" && s.trialEndsAt && !s.inTrial && (
          <Text>
            Seu período de avaliação terminou em {formatDate(s.trialEndsAt)}. Assine um plano para continuar
            cadastrando caçambas.
          </Text>
        )}
        <Text>{fleetUse(s.cacambasUsed, s.maxCacambas)}</Text>
        {s.currentPeriodEnd && (
          <Text>
            {s.cancelAtPeriodEnd ? "Termina em " : "Período atual até "}
            {formatDate(s.currentPeriodEnd)}
          </Text>
        )}
        {s.nextInvoice && (
          <Text>
            Próxima fatura: {formatMoneyCents(s.nextInvoice.amountCents)} em {formatDate(s.nextInvoice.date)}
          </Text>
        )}
        {s.status === "past_due" && (
          <Alert color={s.readOnly ? "red" : "orange"} role="alert" title="Pagamento em atraso">
            {s.readOnly
              ? `A empresa está em modo somente leitura desde ${s.readOnlyFrom ? formatDate(s.readOnlyFrom) : "hoje"}: pague a fatura em aberto em "Gerenciar pagamento" para voltar a fazer alterações.`
              : `Pague a fatura em aberto em "Gerenciar pagamento"${s.readOnlyFrom ? ` até ${formatDate(s.readOnlyFrom)}` : ""}; depois disso a empresa fica em modo somente leitura (consultas continuam, alterações não).`}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
