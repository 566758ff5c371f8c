"use client";

import { Anchor, AppShell, Burger, Button, Group, NavLink, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { MAIN_ID } from "@/components/ui/skip-link";
import { signOutAction } from "@/features/auth/actions";
import type { NavItem } from "@/lib/navigation";
import { type OrgOption, OrgSwitcher } from "./org-switcher";

export interface ShellProps {
  userName: string;
  nav: NavItem[];
  orgs: OrgOption[];
  activeOrgId: string | null;
  children: ReactNode;
}

export function Shell({ userName, nav, orgs, activeOrgId, children }: ShellProps) {
  const [opened, { toggle, close }] = useDisclosure();
  const pathname = usePathname();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Abrir menu" />
            <Text fw={700} component={Link} href="/inicio">
              Caçamba Certa
            </Text>
          </Group>
          <Anchor
            component={Link}
            href="/conta"
            size="sm"
            c="dimmed"
            truncate
            aria-label={`Minha conta: ${userName}`}
          >
            {userName}
          </Anchor>
        </Group>
      </AppShell.Header>
      {/* data-closed: on a phone the closed menu leaves the Tab order (src/app/accessibility.css) */}
      {/* The menu scrolls when it is taller than the screen (an admin's has 17 entries): "Sair" stays reachable. */}
      <AppShell.Navbar p="sm" data-closed={!opened || undefined} style={{ overflowY: "auto" }}>
        <Stack justify="space-between" mih="100%">
          <Stack gap="xs">
            <OrgSwitcher orgs={orgs} activeOrgId={activeOrgId} />
            <nav aria-label="Navegação principal">
              {nav.map((item) => (
                <NavLink
                  key={item.href}
                  component={Link}
                  href={item.href}
                  label={item.label}
                  active={pathname === item.href}
                  onClick={close}
                />
              ))}
            </nav>
          </Stack>
          <form action={signOutAction}>
            <Button type="submit" variant="light" fullWidth>
              Sair
            </Button>
          </form>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
