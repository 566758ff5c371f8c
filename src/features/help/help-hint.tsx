"use client";

import { ActionIcon, Popover, PopoverDropdown, PopoverTarget, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The "?" beside a screen's title where people hesitate: what to do here, in a few lines, and the article
 * of the law behind each rule (linked to its text). Opens on click or Enter; Esc closes it.
 */
export function HelpHint({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Popover
      width={320}
      position="bottom-start"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
      transitionProps={{ duration: 0 }}
    >
      <PopoverTarget>
        <ActionIcon variant="light" radius="xl" size="md" aria-label="Ajuda">
          <span aria-hidden="true">?</span>
        </ActionIcon>
      </PopoverTarget>
      <PopoverDropdown maw="calc(100vw - 24px)">
        <Stack gap="xs" role="note" aria-label={title}>
          <Text fw={700} size="sm">
            {title}
          </Text>
          {children}
        </Stack>
      </PopoverDropdown>
    </Popover>
  );
}
