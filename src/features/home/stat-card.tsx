import { Paper, Text } from "@mantine/core";
import Link from "next/link";

export function StatCard({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <Link href={href} style={{ textDecoration: "none", color: "inherit" }}>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text size="xl" fw={700}>
          {value.toLocaleString("pt-BR")}
        </Text>
      </Paper>
    </Link>
  );
}
