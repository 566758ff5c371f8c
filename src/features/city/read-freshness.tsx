import { Text } from "@mantine/core";
import { type Freshness, freshnessLabel } from "@/lib/freshness";

/** The age of a report's data when it may come from the read replica; nothing without a replica. */
export function ReadFreshness({ freshness }: { freshness: Freshness }) {
  const label = freshnessLabel(freshness);
  return label ? (
    <Text size="sm" c="dimmed" role="status">
      {label}
    </Text>
  ) : null;
}
