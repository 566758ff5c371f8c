"use client";

import { PasswordInput } from "@mantine/core";
import { actionNames } from "./action-names";

/** The "choose a password" field of every account form, with the policy stated up front. */
export function NewPasswordInput({
  label = "Crie uma senha",
  name = "password",
  error,
  description = "Pelo menos 8 caracteres; evite senhas comuns.",
}: {
  label?: string;
  name?: string;
  error?: string;
  description?: string;
}) {
  return (
    <PasswordInput
      label={label}
      name={name}
      autoComplete="new-password"
      description={description}
      required
      error={error}
      visibilityToggleButtonProps={{ "aria-label": actionNames.showHide(label) }}
    />
  );
}
