"use client";

import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import type { FormEvent } from "react";
import { signInWith } from "@/features/auth/sign-in-with";
import { FormAlert } from "@/features/forms/form-alert";
import { NewPasswordInput } from "@/features/forms/new-password-input";
import { formErrors, formValues } from "@/features/forms/use-field-errors";
import { useTRPC } from "@/lib/trpc/client";

export function RequestResetForm() {
  const trpc = useTRPC();
  const request = useMutation(trpc.accounts.requestPasswordReset.mutationOptions());
  const errors = formErrors(request.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate({ email: formValues(event.currentTarget).email ?? "" });
  };
  if (request.data) return <FormAlert color="green" title="Pronto" message={request.data.message} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={errors.general} />
        <TextInput
          label="E-mail da sua conta"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.field("email")}
        />
        <Button type="submit" loading={request.isPending}>
          Enviar link
        </Button>
      </Stack>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.accounts.resetPassword.mutationOptions());
  const errors = formErrors(reset.error);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = formValues(event.currentTarget).password ?? "";
    const result = await reset.mutateAsync({ token, password }).catch(() => null);
    if (result) await signInWith(result.email, password);
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={errors.general} />
        <NewPasswordInput label="Nova senha" error={errors.field("password")} />
        <Button type="submit" loading={reset.isPending}>
          Salvar nova senha
        </Button>
        <Anchor component={Link} href="/esqueci-a-senha" size="sm">
          Pedir outro link
        </Anchor>
      </Stack>
    </form>
  );
}
