"use client";

import { Button, Group, NativeSelect, Radio, Stack, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/features/forms/form-alert";
import { formErrors, formValues } from "@/features/forms/use-field-errors";
import { MUNICIPALITY_OPTIONS } from "@/lib/municipalities";
import { useTRPC } from "@/lib/trpc/client";

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
        <FormAlert
          color="green"
          message={register.data && `${register.data.legalName} está na sua lista de clientes.`}
        />
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
