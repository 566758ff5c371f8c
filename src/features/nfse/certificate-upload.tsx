"use client";

import { Alert, Button, FileInput, PasswordInput, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The company's A1 (e-CNPJ, .pfx/.p12) and its password: read on the server, kept sealed there. */
export function CertificateUpload() {
  const trpc = useTRPC();
  const upload = useMutation(trpc.nfse.uploadCertificate.mutationOptions());
  const { run, error, fieldError, alertBeside, pending } = useAction();
  // The server names the file "certificate" (its own checks) or "fileBase64" (the input's size and form).
  const fileError = fieldError("certificate") ?? fieldError("fileBase64");
  const alert = alertBeside("certificate", "fileBase64", "password");
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState("");
  const [done, setDone] = useState(false);
  return (
    <form
      aria-label="Enviar certificado A1"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!file) return;
        const fileBase64 = await base64Of(file);
        setDone(Boolean(await run(() => upload.mutateAsync({ fileBase64, password }))));
        setPassword("");
      }}
    >
      <Stack maw={480}>
        <Text size="sm">
          O certificado e a senha vão só para o servidor, que guarda a chave cifrada e nunca a devolve ao
          navegador.
        </Text>
        <FileInput
          label="Certificado A1 (.pfx ou .p12)"
          accept=".pfx,.p12,application/x-pkcs12"
          value={file}
          onChange={setFile}
          error={fileError}
          clearable
        />
        <PasswordInput
          label="Senha do certificado"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldError("password")}
        />
        <div>
          <Button type="submit" loading={pending} disabled={!file}>
            Enviar certificado
          </Button>
        </div>
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        {done && !error && <Alert color="green">Certificado recebido.</Alert>}
      </Stack>
    </form>
  );
}
