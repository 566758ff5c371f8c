import { Alert, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatDate } from "@/lib/format";
import { ConnectButtons } from "./connect-buttons";

export interface ConnectView {
  configured: boolean;
  accountId: string | null;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  updatedAt: Date | null;
}

const NOTICE: Record<string, string> = {
  retorno: "Você voltou do Stripe. A situação abaixo muda assim que o Stripe confirmar o cadastro.",
  renovar: "O link de cadastro expirou. Clique em continuar para abrir um novo.",
};

function Flag({ label, on }: { label: string; on: boolean }) {
  return (
    <Group gap="xs">
      <Text>{label}:</Text>
      <Badge variant="light" color={on ? "green" : "gray"}>
        {on ? "sim" : "ainda não"}
      </Badge>
    </Group>
  );
}

/** Settings: the hauler's own Stripe account, where its clients' invoice payments land (Stripe Connect). */
export function ConnectSection({ s, notice }: { s: ConnectView; notice?: string }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Receber faturas pelo Stripe
        </Title>
        <Text>
          Seus clientes pagam as faturas por cartão, boleto ou Pix e o dinheiro cai na conta Stripe da sua
          empresa, descontada a tarifa da plataforma.
        </Text>
        {notice && NOTICE[notice] && (
          <Alert color="blue" role="status">
            {NOTICE[notice]}
          </Alert>
        )}
        {!s.configured ? (
          <Text>
            Pagamentos online não configurados nesta instalação. Continue emitindo faturas e registrando os
            pagamentos recebidos por Pix, TED ou dinheiro.
          </Text>
        ) : (
          <>
            {s.accountId && (
              <Stack gap={4} aria-label="Situação da conta Stripe">
                <Flag label="Cadastro enviado" on={s.detailsSubmitted} />
                <Flag label="Recebe pagamentos" on={s.chargesEnabled} />
                <Flag label="Repasses para o banco" on={s.payoutsEnabled} />
                {s.updatedAt && <Text size="sm">Atualizado em {formatDate(s.updatedAt)}.</Text>}
              </Stack>
            )}
            {!s.chargesEnabled && <ConnectButtons started={s.accountId !== null} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
