"use client";

import { Button, Group, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { formErrors, formValues } from "@/features/forms/use-field-errors";
import { useTRPC } from "@/lib/trpc/client";

/** Invites the client's person to the portal, once. */
export function InviteClient({ generatorOrgId, name }: { generatorOrgId: string; name: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const invite = useMutation(
    trpc.clients.inviteToPortal.mutationOptions({ onSuccess: () => router.refresh() }),
  );
  const errors = formErrors(invite.error);
  if (invite.data) return <span>Convite enviado para {invite.data.email}</span>;
  if (!open) {
    return (
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        Convidar para o portal
      </Button>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    invite.mutate({ generatorOrgId, email: formValues(event.currentTarget).email ?? "" });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          name="email"
          type="email"
          aria-label={`E-mail de ${name}`}
          placeholder="e-mail do cliente"
          error={errors.field("email") ?? errors.general}
        />
        <Button size="xs" type="submit" loading={invite.isPending}>
          Enviar
        </Button>
      </Group>
    </form>
  );
}
