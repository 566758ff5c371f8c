"use client";

import { Badge, Button, ScrollArea, Stack, Table, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
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
      <ScrollArea>
        <Table miw={640} striped>
          <Table.Caption>Membros</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Perfil e ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((m) => (
              <Table.Tr key={m.userId}>
                <Table.Td>{m.name}</Table.Td>
                <Table.Td>{m.email}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={m.active ? "green" : "gray"}>
                    {m.active ? "ativo" : "desativado"}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <MemberRowActions member={m} roles={roles} onError={setError} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <InviteForm roles={roles} />
      {invitations.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Convites
          </Title>
          <ScrollArea>
            <Table miw={560}>
              <Table.Tbody>
                {invitations.map((i) => {
                  const status = invitationStatus(i, now);
                  return (
                    <Table.Tr key={i.id}>
                      <Table.Td>{i.email}</Table.Td>
                      <Table.Td>{ROLE_LABEL[i.role]}</Table.Td>
                      <Table.Td>
                        {status}
                        {status === "pendente" && ` até ${formatDateTime(i.expiresAt)}`}
                      </Table.Td>
                      <Table.Td>
                        {status === "pendente" && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => revoke.mutate({ id: i.id })}
                          >
                            Cancelar convite
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Stack>
      )}
    </Stack>
  );
}
