"use client";

import { Anchor, AppShell, Box, Burger, Button, Group, NavLink, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";
import { MAIN_ID } from "@/components/ui/skip-link";
import { signOutAction } from "@/features/auth/actions";
import type { NavItem } from "@/lib/navigation";
import { firstName, type OrgOption } from "./names";
import { OrgSwitcher } from "./org-switcher";
import { useHeadingFocus } from "./use-heading-focus";

const MENU_ID = "menu-principal";

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
  const burger = useRef<HTMLButtonElement>(null);
  useHeadingFocus();
  // On a phone, Escape closes the open menu and gives focus back to the button that opened it.
  useEffect(() => {
    if (!opened) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      close();
      burger.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [opened, close]);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? "Fechar menu" : "Abrir menu"}
              aria-expanded={opened}
              aria-controls={MENU_ID}
            />
            {/* The logo in the text's colour, as on the public pages: not the browser's link blue. */}
            <Text
              fw={700}
              c="var(--mantine-color-text)"
              component={Link}
              href="/inicio"
              style={{ whiteSpace: "nowrap", textDecoration: "none" }}
            >
              Caçamba Certa
            </Text>
          </Group>
          {/* At 360 px the first name (the whole name is at the top of the menu); from 768 px the whole name. */}
          <Anchor
            component={Link}
            href="/conta"
            size="sm"
            c="dimmed"
            truncate
            miw={0}
            aria-label={`Minha conta: ${userName}`}
          >
            <Box component="span" hiddenFrom="sm" data-header-name>
              {firstName(userName)}
            </Box>
            <Box component="span" visibleFrom="sm" data-header-name>
              {userName}
            </Box>
          </Anchor>
        </Group>
      </AppShell.Header>
      {/* data-closed: on a phone the closed menu leaves the Tab order (src/app/accessibility.css) */}
      {/* The menu scrolls when it is taller than the screen (an admin's has 17 entries): "Sair" stays reachable. */}
      <AppShell.Navbar id={MENU_ID} p="sm" data-closed={!opened || undefined} style={{ overflowY: "auto" }}>
        <Stack justify="space-between" mih="100%">
          <Stack gap="xs">
            <Text size="sm" hiddenFrom="sm">
              {userName}
            </Text>
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
