import { Stack, Text, Title } from "@mantine/core";

export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={2} mb="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
