import { List, ListItem, Text } from "@mantine/core";

/** What each state on the list means, in the order a caçamba goes through them. Server component: `ListItem`, not `List.Item` (statics are undefined across the RSC boundary). */
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
          <ListItem key={key}>
            <b>{s.label}</b>: {s.meaning}
          </ListItem>
        ))}
      </List>
    </div>
  );
}
