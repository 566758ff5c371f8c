"use client";

import { Button, FileInput, List, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "@/features/forms/form-alert";
import { useTRPC } from "@/lib/trpc/client";

/** The requester of a receiver or city sends the documents the superadmin checks before approving. */
export function RequestDocuments() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const documents = useQuery(trpc.accounts.myRequestDocuments.queryOptions());
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    if (!file) return setError("Escolha um arquivo PDF, JPEG ou PNG.");
    setSending(true);
    setError(null);
    const res = await fetch(`/api/cadastro/documentos?name=${encodeURIComponent(file.name)}`, {
      method: "POST",
      body: file,
    });
    setSending(false);
    if (!res.ok) return setError(((await res.json()) as { message?: string }).message ?? "Falha no envio.");
    setFile(null);
    await queryClient.invalidateQueries({ queryKey: trpc.accounts.myRequestDocuments.queryKey() });
  }

  return (
    <Stack gap="xs" mt="md">
      <Text fw={600}>Documentos para a análise</Text>
      <Text size="sm" c="dimmed">
        Envie o que comprova a instituição: licença ambiental ou alvará do receptor; para prefeituras, o ato
        de nomeação de quem pede o acesso.
      </Text>
      <FormAlert message={error} />
      {documents.data && documents.data.length > 0 && (
        <List size="sm">
          {documents.data.map((d) => (
            <List.Item key={d.id}>{d.originalName}</List.Item>
          ))}
        </List>
      )}
      <FileInput
        label="Arquivo"
        accept="application/pdf,image/jpeg,image/png"
        value={file}
        onChange={setFile}
        clearable
      />
      <Button onClick={send} loading={sending} w="fit-content">
        Enviar documento
      </Button>
    </Stack>
  );
}
