"use client";

import { Button, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { signInWith } from "@/features/auth/sign-in-with";
import { actionNames } from "@/features/forms/action-names";
import { FormAlert } from "@/features/forms/form-alert";
import { NewPasswordInput } from "@/features/forms/new-password-input";
import { formErrors, formValues } from "@/features/forms/use-field-errors";
import { useTRPC } from "@/lib/trpc/client";

/** Changing the password ends the other sessions; this browser signs in again with the new one. */
export function ChangePasswordForm() {
  const trpc = useTRPC();
  const change = useMutation(trpc.accounts.changePassword.mutationOptions());
  const errors = formErrors(change.error);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { currentPassword = "", newPassword = "" } = formValues(event.currentTarget);
    const result = await change.mutateAsync({ currentPassword, newPassword }).catch(() => null);
    if (result) await signInWith(result.email, newPassword, "/conta");
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          Trocar senha
        </Title>
        <FormAlert message={errors.general} />
        <PasswordInput
          label="Senha atual"
          name="currentPassword"
          autoComplete="current-password"
          error={errors.field("currentPassword")}
          visibilityToggleButtonProps={{ "aria-label": actionNames.showHide("Senha atual") }}
        />
        <NewPasswordInput
          label="Nova senha"
          name="newPassword"
          description="Ao trocar, as outras sessões abertas são encerradas."
          error={errors.field("newPassword") ?? errors.field("password")}
        />
        <Button type="submit" loading={change.isPending} w="fit-content">
          Trocar senha
        </Button>
      </Stack>
    </form>
  );
}

export function ChangeEmailForm() {
  const trpc = useTRPC();
  const request = useMutation(trpc.accounts.requestEmailChange.mutationOptions());
  const errors = formErrors(request.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { newEmail = "", password = "" } = formValues(event.currentTarget);
    request.mutate({ newEmail, password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          Trocar e-mail
        </Title>
        <FormAlert message={errors.general} />
        <FormAlert
          color="green"
          message={
            request.data &&
            `Enviamos um link para ${request.data.sentTo}. O e-mail só muda quando você abrir o link.`
          }
        />
        <TextInput label="Novo e-mail" name="newEmail" type="email" error={errors.field("newEmail")} />
        <PasswordInput
          label="Sua senha"
          name="password"
          autoComplete="current-password"
          error={errors.field("password")}
          visibilityToggleButtonProps={{ "aria-label": actionNames.showHide("Sua senha") }}
        />
        <Button type="submit" loading={request.isPending} w="fit-content">
          Enviar link de confirmação
        </Button>
      </Stack>
    </form>
  );
}
