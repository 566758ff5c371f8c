import { Box, Group, Stack, Text, Title } from "@mantine/core";
import { formatDecimal } from "@/lib/format";

/** A horizontal bar chart in plain CSS (no chart library): one bar per key, value in m³. */
export function BarChart({
  title,
  rows,
  label = (k) => k,
}: {
  title: string;
  rows: { key: string; m3: number }[];
  label?: (key: string) => string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.m3));
  return (
    <Stack gap={6} role="figure" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {rows.length === 0 && <Text c="dimmed">Nenhum recebimento no período.</Text>}
      {rows.map((r) => (
        <Group key={r.key} gap="xs" wrap="nowrap">
          <Text size="sm" w={180} truncate title={label(r.key)}>
            {label(r.key)}
          </Text>
          <Box
            h={16}
            bg="teal.6"
            style={{ width: `${Math.max(1, (r.m3 / max) * 100)}%`, maxWidth: "60%", borderRadius: 3 }}
          />
          <Text size="sm">{formatDecimal(r.m3)} m³</Text>
        </Group>
      ))}
    </Stack>
  );
}
