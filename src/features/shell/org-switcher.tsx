"use client";

import { Button, NativeSelect, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { pathAfterOrgSwitch } from "@/lib/nav/after-org-switch";
import { NAV_BY_ROLE } from "@/lib/navigation";
import { useTRPC } from "@/lib/trpc/client";
import type { OrgOption } from "./names";
import { keyOnlyBrowses } from "./switcher-keys";

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
  const [chosen, setChosen] = useState(activeOrgId ?? "");
  // Whether the last key pressed on the closed select only browses (an arrow): then its change waits.
  const browsing = useRef(false);
  if (orgs.length === 0) return null;
  const active = orgs.find((o) => o.orgId === activeOrgId) ?? orgs[0];
  const next = orgs.find((o) => o.orgId === chosen && o.orgId !== active?.orgId);
  const go = (orgId: string) => {
    if (orgId && orgId !== activeOrgId) switchOrg.mutate({ orgId });
  };
  // The company's short name, what the user is there below it: at 360 px neither is cut.
  if (orgs.length === 1) {
    return (
      <div>
        <Text size="sm" fw={600}>
          {active?.label}
        </Text>
        <Text size="xs" c="dimmed">
          {active?.detail}
        </Text>
      </div>
    );
  }
  // An arrow only browses the list (Enter or "Trocar para …" switches); a click or a choice in the open
  // list switches at once. The select's text is small enough for the whole short name at 240 px.
  return (
    <Stack gap={4}>
      <NativeSelect
        label="Organização"
        description={active?.detail}
        inputWrapperOrder={["label", "input", "description", "error"]}
        value={chosen || undefined}
        disabled={switchOrg.isPending}
        data={orgs.map((o) => ({ value: o.orgId, label: o.label }))}
        onKeyDown={(e) => {
          browsing.current = keyOnlyBrowses(e.key, e.altKey);
          if (e.key === "Enter") go(e.currentTarget.value);
        }}
        onPointerDown={() => {
          browsing.current = false;
        }}
        onChange={(e) => {
          const orgId = e.currentTarget.value;
          setChosen(orgId);
          if (!browsing.current) go(orgId);
        }}
        error={switchOrg.error?.message}
        styles={{ input: { fontSize: "var(--mantine-font-size-xs)" } }}
      />
      {next && (
        <Button
          size="xs"
          variant="light"
          h="auto"
          py={4}
          styles={{ label: { whiteSpace: "normal", textAlign: "center" } }}
          loading={switchOrg.isPending}
          onClick={() => go(next.orgId)}
        >
          {`Trocar para ${next.label}`}
        </Button>
      )}
    </Stack>
  );
}
