"use client";

import { Alert, Button, Group, NativeSelect, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { MTR_SYSTEM_LABEL, MTR_SYSTEMS, type MtrSystem } from "@/domain/mtr";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

/** The org's user in one MTR system; the password is sealed on the server and never shown again. */
export function CredentialsForm({ defaultSystem }: { defaultSystem: MtrSystem }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.mtr.saveCredentials.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [system, setSystem] = useState<MtrSystem>(defaultSystem);
  const [loginTaxId, setLogin] = useState("");
  const [companyTaxId, setCompany] = useState("");
  const [unitCode, setUnit] = useState("");
  const [password, setPassword] = useState("");
  const [saved, setSaved] = useState(false);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(false);
        const done = await run(() =>
          save.mutateAsync({ system, loginTaxId, companyTaxId, unitCode, password }),
        );
        if (done) {
          setPassword("");
          setSaved(true);
        }
      }}
    >
      <Stack maw={480} gap="xs">
        <NativeSelect
          label="Sistema"
          value={system}
          onChange={(e) => setSystem(e.currentTarget.value as MtrSystem)}
          data={MTR_SYSTEMS.map((s) => ({ value: s, label: MTR_SYSTEM_LABEL[s] }))}
        />
        <TextInput
          label="CPF do usuário no sistema"
          value={loginTaxId}
          onChange={(e) => setLogin(e.currentTarget.value)}
          error={fieldError("loginTaxId")}
        />
        <TextInput
          label="CNPJ (ou CPF) da unidade"
          value={companyTaxId}
          onChange={(e) => setCompany(e.currentTarget.value)}
          error={fieldError("companyTaxId")}
        />
        <TextInput
          label="Código da unidade"
          description="Como aparece no sistema de MTR"
          value={unitCode}
          onChange={(e) => setUnit(e.currentTarget.value)}
          error={fieldError("unitCode")}
        />
        <PasswordInput
          label="Senha do sistema"
          description="Guardada cifrada; nunca é mostrada de volta."
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldError("password")}
        />
        <Group>
          <Button type="submit" loading={pending}>
            Salvar credenciais
          </Button>
        </Group>
        {saved && (
          <Alert color="green" role="status">
            Credenciais salvas.
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
