"use client";

import { Alert } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";

/**
 * A form's refusal (role "alert") or confirmation (`role="status"`): it can take focus after the action
 * (`useFocusResult` finds it by `data-action-result`), so the next Tab goes on from the result.
 */
export function FormAlert({
  message,
  color = "red",
  title,
  role = "alert",
}: {
  message: string | null | undefined;
  color?: string;
  title?: string;
  role?: "alert" | "status";
}) {
  if (!message) return null;
  return (
    <Alert color={color} role={role} title={title} tabIndex={-1} data-action-result="">
      <CitedText newTab textColour>
        {message}
      </CitedText>
    </Alert>
  );
}
