"use client";

import { Button, Stack } from "@mantine/core";
import { type ReactNode, useState } from "react";

/**
 * A button that opens a form in place (and "Cancelar" that closes it). `name` is the button's
 * accessible name when its visible text alone does not say what it edits ("Editar o caminhão GTR-8812").
 */
export function InlineEditor({
  label,
  name,
  children,
}: {
  label: string;
  name?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  if (!open)
    return (
      <Button size="xs" variant="light" aria-label={name} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  return (
    <Stack gap="xs">
      {children(close)}
      <Button size="xs" variant="subtle" color="gray" onClick={close}>
        Cancelar
      </Button>
    </Stack>
  );
}
