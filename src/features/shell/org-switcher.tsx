"use client";

import { NativeSelect, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTRPC } from "@/lib/trpc/client";

export interface OrgOption {
  orgId: string;
  label: string;
}

export function OrgSwitcher({ orgs, activeOrgId }: { orgs: OrgOption[]; activeOrgId: string | null }) {
  const trpc = useTRPC();
  const router = useRouter();
  const switchOrg = useMutation(
    trpc.session.switchOrg.mutationOptions({ onSuccess: () => router.refresh() }),
  );
  if (orgs.length === 0) return null;
  if (orgs.length === 1) {
    return (
      <Text size="sm" fw={600}>
        {orgs[0]?.label}
      </Text>
    );
  }
  return (
    <NativeSelect
      label="Organização"
      value={activeOrgId ?? undefined}
      disabled={switchOrg.isPending}
      data={orgs.map((o) => ({ value: o.orgId, label: o.label }))}
      onChange={(e) => switchOrg.mutate({ orgId: e.currentTarget.value })}
      error={switchOrg.error?.message}
    />
  );
}
