"use client";

import { Alert, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useActionState, useEffect } from "react";
import { forgetDriverDay } from "@/features/driver/offline/offline-ready";
import { type SignInState, signInAction } from "./actions";

const initial: SignInState = { error: null, email: "" };

export function SignInForm({ redirectTo }: { redirectTo?: string }) {
  const [state, action, pending] = useActionState(signInAction, initial);
  // Whoever signs in next on this phone starts without the previous driver's day.
  useEffect(forgetDriverDay, []);
  return (
    <form action={action} noValidate>
      <input type="hidden" name="redirectTo" value={redirectTo ?? "/inicio"} />
      <Stack>
        {state.error && (
          <Alert color="red" role="alert" title="Não foi possível entrar">
            {state.error}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          size="md"
        />
        <PasswordInput
          label="Senha"
          name="password"
          autoComplete="current-password"
          required
          size="md"
          visibilityToggleButtonProps={{ "aria-label": "Mostrar ou ocultar a senha" }}
        />
        <Button type="submit" loading={pending} size="md" fullWidth>
          Entrar
        </Button>
      </Stack>
    </form>
  );
}
