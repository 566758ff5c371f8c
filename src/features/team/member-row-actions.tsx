"use client";

import { Button, Group, NativeSelect } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { type MemberRole, ROLE_LABEL } from "@/lib/roles";
import { useTRPC } from "@/lib/trpc/client";

export interface MemberView {
  userId: string;
  name: string;
  role: MemberRole;
  isManager: boolean;
  active: boolean;
}

/** Role change and (after one confirmation) deactivation of one member. */
export function MemberRowActions({
  member,
  roles,
  onError,
}: {
  member: MemberView;
  roles: readonly MemberRole[];
  onError: (m: string) => void;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const done = { onSuccess: () => router.refresh(), onError: (e: { message: string }) => onError(e.message) };
  const change = useMutation(trpc.team.changeMember.mutationOptions(done));
  const setActive = useMutation(trpc.team.setMemberActive.mutationOptions(done));
  return (
    <Group gap="xs" wrap="nowrap">
      <NativeSelect
        aria-label={`Perfil de ${member.name}`}
        value={member.role}
        disabled={!member.active || change.isPending}
        data={roles.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
        onChange={(e) =>
          change.mutate({
            userId: member.userId,
            role: e.currentTarget.value as MemberRole,
            isManager: member.isManager,
          })
        }
      />
      {member.active ? (
        <Button
          color="red"
          variant={confirming ? "filled" : "light"}
          loading={setActive.isPending}
          onClick={() =>
            confirming ? setActive.mutate({ userId: member.userId, active: false }) : setConfirming(true)
          }
        >
          {confirming ? "Confirmar desativação" : "Desativar"}
        </Button>
      ) : (
        <Button
          variant="light"
          loading={setActive.isPending}
          onClick={() => setActive.mutate({ userId: member.userId, active: true })}
        >
          Reativar
        </Button>
      )}
    </Group>
  );
}
