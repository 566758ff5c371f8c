"use client";

import { Badge, Button, Stack, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { SimpleTable } from "@/components/ui/simple-table";
import { FormAlert } from "@/features/forms/form-alert";
import { formatDateTime } from "@/lib/format";
import { type MemberRole, ROLE_LABEL } from "@/lib/roles";
import { useTRPC } from "@/lib/trpc/client";
import { InviteForm } from "./invite-form";
import { MemberRowActions, type MemberView } from "./member-row-actions";

export interface InvitationView {
  id: string;
  email: string;
  role: MemberRole;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

function invitationStatus(i: InvitationView, now: number): string {
  if (i.acceptedAt) return "aceito";
  if (i.revokedAt) return "cancelado";
  return i.expiresAt.getTime() <= now ? "expirado" : "pendente";
}

export function TeamManager({
  members,
  invitations,
  roles,
  now,
}: {
  members: (MemberView & { email: string })[];
  invitations: InvitationView[];
  roles: readonly MemberRole[];
  now: number;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const revoke = useMutation(
    trpc.team.revokeInvitation.mutationOptions({
      onSuccess: () => router.refresh(),
      onError: (e) => setError(e.message),
    }),
  );
  return (
    <Stack gap="xl">
      <FormAlert message={error} />
      <SimpleTable
        caption="Membros"
        rows={members}
        rowKey={(m) => m.userId}
        columns={[
          { header: "Nome", cell: (m) => m.name },
          { header: "E-mail", cell: (m) => m.email },
          {
            header: "Situação",
            cell: (m) => (
              <Badge variant="light" color={m.active ? "green" : "gray"}>
                {m.active ? "ativo" : "desativado"}
              </Badge>
            ),
          },
          {
            header: "Perfil e ações",
            cell: (m) => <MemberRowActions member={m} roles={roles} onError={setError} />,
          },
        ]}
      />
      <InviteForm roles={roles} />
      {invitations.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Convites
          </Title>
          <SimpleTable
            caption="Convites enviados"
            striped={false}
            rows={invitations}
            rowKey={(i) => i.id}
            columns={[
              { header: "E-mail", cell: (i) => i.email },
              { header: "Perfil", cell: (i) => ROLE_LABEL[i.role] },
              {
                header: "Situação",
                cell: (i) => {
                  const status = invitationStatus(i, now);
                  return status === "pendente" ? `pendente até ${formatDateTime(i.expiresAt)}` : status;
                },
              },
              {
                header: "Ação",
                cell: (i) =>
                  invitationStatus(i, now) === "pendente" && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => revoke.mutate({ id: i.id })}
                    >
                      Cancelar convite
                    </Button>
                  ),
              },
            ]}
          />
        </Stack>
      )}
    </Stack>
  );
}
