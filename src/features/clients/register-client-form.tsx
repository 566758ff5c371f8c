"use client";

import { Button, Group, NativeSelect, Radio, Stack, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/features/forms/form-alert";
import { formErrors, formValues } from "@/features/forms/use-field-errors";
import { MUNICIPALITY_OPTIONS } from "@/lib/municipalities";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";

type Answer = inferRouterOutputs<AppRouter>["clients"]["register"];

/** What the platform answers; a client with an account of its own is only asked, never named. */
function RegisterAnswer({ answer }: { answer: Answer | undefined }) {
  if (!answer) return null;
  switch (answer.status) {
    case "registered":
      return <FormAlert color="green" message={`${answer.legalName} está na sua lista de clientes.`} />;
    case "requested":
      return (
        <FormAlert
          color="blue"
          title="Pedido enviado; o cliente precisa aceitar"
          message="Este CPF/CNPJ já tem conta própria no Caçamba Certa. Enviamos a ele um pedido para que vocês o atendam: quando ele aceitar no portal, o cliente aparece na sua lista, com as obras dele. Até lá, vocês não veem os dados dele."
        />
      );
    case "refused":
      return (
        <FormAlert
          color="orange"
          title="O cliente recusou o pedido"
          message="Este CPF/CNPJ já tem conta própria no Caçamba Certa e recusou o pedido de vocês. Se ele mudar de ideia, pode aceitar no portal dele."
        />
      );
  }
}

/** A dispatcher registers a client who called to order, before the client has an account. */
export function RegisterClientForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const [personType, setPersonType] = useState<"person" | "company">("person");
  const register = useMutation(trpc.clients.register.mutationOptions());
  const errors = formErrors(register.error);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { legalName = "", taxId = "", municipalityId = "" } = formValues(form);
    const done = await register
      .mutateAsync({ personType, legalName, taxId, municipalityId })
      .catch(() => null);
    if (done) {
      form.reset();
      router.refresh();
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="novo-cliente">
      <Stack>
        <Title order={2} size="h4" id="novo-cliente">
          Cadastrar cliente (pedido por telefone)
        </Title>
        <FormAlert message={errors.general} />
        <RegisterAnswer answer={register.data} />
        <Radio.Group
          label="Cliente é"
          value={personType}
          onChange={(v) => setPersonType(v as "person" | "company")}
        >
          <Group mt="xs">
            <Radio value="person" label="Pessoa física (CPF)" />
            <Radio value="company" label="Empresa (CNPJ)" />
          </Group>
        </Radio.Group>
        <Group grow align="flex-start">
          <TextInput
            label={personType === "person" ? "Nome completo" : "Razão social"}
            name="legalName"
            required
            error={errors.field("legalName")}
          />
          <TextInput
            label={personType === "person" ? "CPF" : "CNPJ"}
            name="taxId"
            inputMode="numeric"
            required
            error={errors.field("taxId")}
          />
        </Group>
        <NativeSelect label="Município da obra" name="municipalityId" data={MUNICIPALITY_OPTIONS} />
        <Button type="submit" loading={register.isPending} w="fit-content">
          Cadastrar cliente
        </Button>
      </Stack>
    </form>
  );
}
