"use client";

import { Button, Group, NativeSelect, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { signInWith } from "@/features/auth/sign-in-with";
import { FormAlert } from "@/features/forms/form-alert";
import { NewPasswordInput } from "@/features/forms/new-password-input";
import { formErrors, formValues } from "@/features/forms/use-field-errors";
import { MUNICIPALITY_OPTIONS } from "@/lib/municipalities";
import { useTRPC } from "@/lib/trpc/client";

type Kind = "hauler" | "generator" | "receiver" | "city";

const ORG_TITLE: Record<Kind, string> = {
  hauler: "Sua empresa",
  generator: "Quem contrata a caçamba",
  receiver: "O receptor (ATT, área de reciclagem, aterro de RCC ou PEV)",
  city: "A prefeitura",
};

/** One sign-up form for every kind of org; receivers and cities wait for approval. */
export function SignUpForm({ kinds }: { kinds: Kind[] }) {
  const trpc = useTRPC();
  const [kind, setKind] = useState<Kind>(kinds[0] ?? "hauler");
  const [personType, setPersonType] = useState<"company" | "person">("company");
  const [signInError, setSignInError] = useState<string | null>(null);
  const signUp = useMutation(trpc.accounts.signUp.mutationOptions());
  const errors = formErrors(signUp.error);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const input = { ...values, kind, personType } as Parameters<typeof signUp.mutateAsync>[0];
    try {
      await signUp.mutateAsync(input);
    } catch {
      return;
    }
    const result = await signInWith(values.email ?? "", values.password ?? "");
    if (result?.error) setSignInError(result.error);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={errors.general ?? signInError} />
        {kinds.length > 1 && (
          <NativeSelect
            label="Tipo de organização"
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as Kind)}
            data={kinds.map((k) => ({
              value: k,
              label: k === "receiver" ? "Receptor de resíduos" : "Prefeitura",
            }))}
          />
        )}
        <Title order={2} size="h4">
          Você
        </Title>
        <TextInput
          label="Seu nome completo"
          name="name"
          autoComplete="name"
          required
          error={errors.field("name")}
        />
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.field("email")}
        />
        <NewPasswordInput error={errors.field("password")} />
        <Title order={2} size="h4">
          {ORG_TITLE[kind]}
        </Title>
        {kind === "generator" && (
          <Radio.Group
            label="Você contrata como"
            value={personType}
            onChange={(v) => setPersonType(v as "company" | "person")}
          >
            <Group mt="xs">
              <Radio value="person" label="Pessoa física (CPF)" />
              <Radio value="company" label="Empresa (CNPJ)" />
            </Group>
          </Radio.Group>
        )}
        <TextInput
          label={personType === "person" && kind === "generator" ? "Nome completo" : "Razão social"}
          name="legalName"
          required
          error={errors.field("legalName")}
        />
        <TextInput
          label={personType === "person" && kind === "generator" ? "CPF" : "CNPJ"}
          name="taxId"
          inputMode="numeric"
          required
          error={errors.field("taxId") ?? errors.field("personType")}
        />
        <NativeSelect
          label={kind === "city" ? "Município" : "Município onde atua"}
          name="municipalityId"
          data={MUNICIPALITY_OPTIONS}
          error={errors.field("municipalityId")}
        />
        {(kind === "receiver" || kind === "city") && (
          <Text size="sm" c="dimmed">
            Receptores e prefeituras só ganham acesso depois que a equipe do Caçamba Certa confere os
            documentos.
          </Text>
        )}
        <Button type="submit" loading={signUp.isPending} size="md">
          {kind === "receiver" || kind === "city" ? "Enviar pedido de cadastro" : "Criar conta"}
        </Button>
      </Stack>
    </form>
  );
}
