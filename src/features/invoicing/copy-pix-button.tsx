"use client";

import { Button, CopyButton } from "@mantine/core";

/** Copies the "Pix copia e cola" to paste in the bank's app. */
export function CopyPixButton({ value }: { value: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button variant={copied ? "light" : "filled"} color={copied ? "green" : undefined} onClick={copy}>
          {copied ? "Código copiado" : "Copiar código Pix"}
        </Button>
      )}
    </CopyButton>
  );
}
