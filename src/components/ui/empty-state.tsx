import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { CitedText } from "./cited-text";

/**
 * An empty list that says what it will hold and what to do next, its citations linked to the law's text
 * (in another tab when a form follows, as `children`).
 */
export function EmptyState({ title, next, children }: { title: string; next: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text c="dimmed">
          <CitedText newTab={children !== undefined}>{next}</CitedText>
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
