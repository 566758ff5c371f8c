"use client";

import { NativeSelect, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { pathAfterOrgSwitch } from "@/lib/nav/after-org-switch";
import { NAV_BY_ROLE } from "@/lib/navigation";
import { useTRPC } from "@/lib/trpc/client";

export interface OrgOption {
  orgId: string;
  label: string;
}

export function OrgSwitcher({ orgs, activeOrgId }: { orgs: OrgOption[]; activeOrgId: string | null }) {
  const trpc = useTRPC();
  // A whole new page, not a refresh: a record open here (an invoice, a caçamba) is not the new company's,
  // and nothing fetched for the old company may stay in the browser's caches.
  const switchOrg = useMutation(
    trpc.session.switchOrg.mutationOptions({
      onSuccess: (membership) => {
        const menu = NAV_BY_ROLE[membership.role].map((item) => item.href);
        window.location.assign(pathAfterOrgSwitch(window.location.pathname, menu));
      },
    }),
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
