"use client";

import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { TextLink } from "@/components/ui/text-link";

export type Answer = "ok" | "nonconforming" | "not_checked";

export interface ChecklistItem {
  rule: string;
  article: string;
  message: string;
  topic: string;
}

/** One heading per topic of the ruleset, in the order the checklist lists them. */
const TOPIC_LABEL: Record<string, string> = {
  licensing: "Licenciamento",
  placement: "Posicionamento na via",
  dwell: "Permanência",
  removal: "Retirada",
  identification: "Identificação da caçamba",
};

function sections(checklist: ChecklistItem[]) {
  const byTopic = new Map<string, ChecklistItem[]>();
  for (const item of checklist) byTopic.set(item.topic, [...(byTopic.get(item.topic) ?? []), item]);
  return [...byTopic.entries()];
}

const sectionId = (topic: string) => `lista-${topic}`;

/**
 * The checklist by section, each with "Tudo conforme" marking all of its items conforming in one tap. A
 * keyboard reaches each section from the jumps at the top, and meets each item's answer before the link to
 * its article, which the answer's name also says.
 */
export function ChecklistSections({
  checklist,
  answers,
  onChange,
  error,
}: {
  checklist: ChecklistItem[];
  answers: Record<string, Answer>;
  onChange: (a: Record<string, Answer>) => void;
  error?: string;
}) {
  const all = sections(checklist);
  return (
    <Stack>
      <nav aria-label="Seções da lista de verificação">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" span>
            Ir para:
          </Text>
          {all.map(([topic]) => (
            <TextLink key={topic} href={`#${sectionId(topic)}`} size="sm">
              {TOPIC_LABEL[topic] ?? topic}
            </TextLink>
          ))}
        </Group>
      </nav>
      {all.map(([topic, items]) => {
        const label = TOPIC_LABEL[topic] ?? topic;
        const answered = items.filter((i) => (answers[i.rule] ?? "not_checked") !== "not_checked").length;
        return (
          <Paper
            key={topic}
            id={sectionId(topic)}
            withBorder
            p="sm"
            radius="md"
            component="section"
            aria-label={label}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Title order={3} size="h5">
                  {label}{" "}
                  <Text span size="sm" c="dimmed">
                    ({answered} de {items.length} respondidos)
                  </Text>
                </Title>
                <Button
                  variant="light"
                  color="green"
                  size="sm"
                  aria-label={`Tudo conforme: ${label}`}
                  onClick={() =>
                    onChange({
                      ...answers,
                      ...Object.fromEntries(items.map((i) => [i.rule, "ok" as Answer])),
                    })
                  }
                >
                  Tudo conforme
                </Button>
              </Group>
              {items.map((item) => (
                <Stack key={item.rule} gap={6}>
                  <Text size="sm">
                    <CitedText newTab>{item.message}</CitedText>
                  </Text>
                  <SegmentedControl
                    aria-label={`Resposta: ${item.article}`}
                    value={answers[item.rule] ?? "not_checked"}
                    onChange={(v) => onChange({ ...answers, [item.rule]: v as Answer })}
                    data={[
                      { value: "not_checked", label: "Não verificado" },
                      { value: "ok", label: "Conforme" },
                      { value: "nonconforming", label: "Não conforme" },
                    ]}
                  />
                  <Text size="xs">
                    <CitedText newTab>{`Texto da lei: ${item.article}`}</CitedText>
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Paper>
        );
      })}
      {error && (
        <Text size="sm" c="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Text>
      )}
    </Stack>
  );
}
