import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** An empty list that says what it will hold and what to do next. */
export function EmptyState({ title, next, children }: { title: string; next: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text c="dimmed">{next}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
