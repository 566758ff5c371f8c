"use client";

import { Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { signInWith } from "@/features/auth/sign-in-with";
import { FormAlert } from "@/features/forms/form-alert";
import { NewPasswordInput } from "@/features/forms/new-password-input";
import { formErrors, formValues } from "@/features/forms/use-field-errors";
import { useTRPC } from "@/lib/trpc/client";

export function AcceptAsNewUser({ token, email }: { token: string; email: string }) {
  const trpc = useTRPC();
  const accept = useMutation(trpc.accounts.acceptInvitationAsNewUser.mutationOptions());
  const errors = formErrors(accept.error);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { name = "", password = "" } = formValues(event.currentTarget);
    const accepted = await accept.mutateAsync({ token, name, password }).catch(() => null);
    if (accepted) await signInWith(email, password);
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={errors.general} />
        <TextInput label="E-mail" value={email} readOnly />
        <TextInput
          label="Seu nome completo"
          name="name"
          autoComplete="name"
          required
          error={errors.field("name")}
        />
        <NewPasswordInput error={errors.field("password")} />
        <Button type="submit" loading={accept.isPending}>
          Aceitar convite
        </Button>
      </Stack>
    </form>
  );
}

export function AcceptAsSignedIn({ token }: { token: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const accept = useMutation(
    trpc.accounts.acceptInvitation.mutationOptions({
      onSuccess: () => {
        router.push("/inicio");
        router.refresh();
      },
    }),
  );
  return (
    <Stack>
      <FormAlert message={accept.error?.message} />
      <Button onClick={() => accept.mutate({ token })} loading={accept.isPending}>
        Aceitar convite
      </Button>
    </Stack>
  );
}
