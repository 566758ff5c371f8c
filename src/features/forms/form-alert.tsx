"use client";

import { Alert } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";

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
      <CitedText newTab textColour>
        {message}
      </CitedText>
    </Alert>
  );
}
