import { Paper, Text } from "@mantine/core";
import Link from "next/link";

/** A count that opens the list it counts; `alert` colours it when something needs action. */
export function StatCard({
  label,
  value,
  href,
  alert = false,
}: {
  label: string;
  value: number;
  href: string;
  alert?: boolean;
}) {
  return (
    <Link href={href} style={{ textDecoration: "none", color: "inherit", display: "block", height: "100%" }}>
      <Paper withBorder p="md" radius="md" h="100%">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text size="xl" fw={700} c={alert && value > 0 ? "red.9" : undefined}>
          {value.toLocaleString("pt-BR")}
        </Text>
      </Paper>
    </Link>
  );
}
