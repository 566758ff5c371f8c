import { List, Text } from "@mantine/core";

/** What each state on the list means, in the order a caçamba goes through them. */
export function StageLegend({
  title,
  states,
}: {
  title: string;
  states: Record<string, { label: string; meaning: string }>;
}) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {Object.entries(states).map(([key, s]) => (
          <List.Item key={key}>
            <b>{s.label}</b>: {s.meaning}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
