import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { CitedText } from "./cited-text";

/** A page's title and what it is for; a citation in the subtitle links to its article, `help` sits by the title. */
export function PageHeader({
  title,
  subtitle,
  help,
}: {
  title: string;
  subtitle?: string;
  help?: ReactNode;
}) {
  return (
    <Stack gap={2} mb="md">
      <Group gap="xs" wrap="nowrap" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {help}
      </Group>
      {subtitle && (
        <Text c="dimmed">
          <CitedText>{subtitle}</CitedText>
        </Text>
      )}
    </Stack>
  );
}
