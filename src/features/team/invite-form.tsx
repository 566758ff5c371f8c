"use client";

import { Button, Checkbox, Group, NativeSelect, Stack, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/features/forms/form-alert";
import { formErrors, formValues } from "@/features/forms/use-field-errors";
import { type MemberRole, ROLE_LABEL } from "@/lib/roles";
import { useTRPC } from "@/lib/trpc/client";

export function InviteForm({ roles }: { roles: readonly MemberRole[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useMutation(trpc.team.invite.mutationOptions());
  const errors = formErrors(invite.error);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const result = await invite
      .mutateAsync({
        email: values.email ?? "",
        role: values.role as MemberRole,
        isManager: values.isManager === "on",
      })
      .catch(() => null);
    if (result) {
      setSentTo(result.email);
      form.reset();
      router.refresh();
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="convidar">
      <Stack>
        <Title order={2} size="h4" id="convidar">
          Convidar pessoa
        </Title>
        <FormAlert message={errors.general} />
        <FormAlert
          color="green"
          message={sentTo && `Convite enviado para ${sentTo}. O link vale por 72 horas.`}
        />
        <Group align="flex-start" grow>
          <TextInput label="E-mail" name="email" type="email" required error={errors.field("email")} />
          <NativeSelect
            label="Perfil"
            name="role"
            data={roles.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
            error={errors.field("role")}
          />
        </Group>
        <Checkbox name="isManager" label="Pode convidar e gerenciar a equipe" />
        <Button type="submit" loading={invite.isPending} w="fit-content">
          Enviar convite
        </Button>
      </Stack>
    </form>
  );
}
