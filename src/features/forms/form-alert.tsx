"use client";

import { Alert } from "@mantine/core";

export function FormAlert({
  message,
  color = "red",
  title,
}: {
  message: string | null | undefined;
  color?: string;
  title?: string;
}) {
  if (!message) return null;
  return (
    <Alert color={color} role="alert" title={title}>
      {message}
    </Alert>
  );
}
