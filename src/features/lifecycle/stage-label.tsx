import { Text } from "@mantine/core";

/** A state's pt-BR word, with what it means a hover (and a screen reader) away. */
export function StageLabel({ label, meaning }: { label: string; meaning: string }) {
  return (
    <Text size="sm" title={meaning} data-testid="stage">
      {label}
    </Text>
  );
}
