"use client";

import { Button, Text } from "@mantine/core";
import { StatusPage } from "@/components/ui/status-page";

/** An unexpected failure while rendering a page: said in pt-BR, with a retry and the way back to the start. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <StatusPage
      title="Algo deu errado"
      text="Não foi possível exibir esta página agora. Tente de novo em instantes; se continuar, avise o suporte."
    >
      {error.digest && (
        <Text size="sm" c="dimmed">
          Código do erro: {error.digest}
        </Text>
      )}
      <Button variant="default" onClick={reset}>
        Tentar de novo
      </Button>
    </StatusPage>
  );
}
