"use client";

import { Alert, Button, Group, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/client";

export function VerifyEmailBanner({ email }: { email: string }) {
  const trpc = useTRPC();
  const resend = useMutation(trpc.accounts.resendVerification.mutationOptions());
  return (
    <Alert color="yellow" title="Confirme seu e-mail" mb="md">
      <Group justify="space-between">
        <Text size="sm">
          {resend.isSuccess
            ? `Enviamos um novo link para ${email}.`
            : `Abra o link que enviamos para ${email}. Até lá, você não pode convidar pessoas.`}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
          disabled={resend.isSuccess}
        >
          Reenviar e-mail
        </Button>
      </Group>
      {resend.error && <Text c="red">{resend.error.message}</Text>}
    </Alert>
  );
}
