"use client";

import { Anchor, Button, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { FormAlert } from "@/features/forms/form-alert";
import { useTRPC } from "@/lib/trpc/client";

/** Confirms on a click, not on opening the link: mail scanners that open links consume nothing. */
export function ConfirmEmail({ token, isChange }: { token: string; isChange: boolean }) {
  const trpc = useTRPC();
  const confirmNew = useMutation(trpc.accounts.confirmEmail.mutationOptions());
  const confirmChange = useMutation(trpc.accounts.confirmEmailChange.mutationOptions());
  const confirm = isChange ? confirmChange : confirmNew;
  if (confirm.isSuccess) {
    return (
      <Stack>
        <FormAlert
          color="green"
          title="E-mail confirmado"
          message={
            isChange
              ? "Seu e-mail foi trocado. Entre de novo com o novo endereço."
              : "Obrigado! Seu e-mail está confirmado."
          }
        />
        <Anchor component={Link} href={isChange ? "/entrar" : "/inicio"}>
          {isChange ? "Entrar" : "Ir para o início"}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack>
      <FormAlert message={confirm.error?.message} />
      <Text>{isChange ? "Confirme que este é o seu novo e-mail." : "Confirme que este e-mail é seu."}</Text>
      <Button onClick={() => confirm.mutate({ token })} loading={confirm.isPending}>
        Confirmar e-mail
      </Button>
    </Stack>
  );
}
