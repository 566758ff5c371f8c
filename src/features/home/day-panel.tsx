import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { StatCard } from "./stat-card";

export interface DayCount {
  label: string;
  value: number;
  href: string;
  alert?: boolean;
}

export interface NextAction {
  label: string;
  href: string;
  why: string;
}

/** The start of a person's day: what is due and overdue (each count opens its list) and the next step. */
export function DayPanel({
  title,
  counts,
  next,
  children,
}: {
  title: string;
  counts: DayCount[];
  next: NextAction;
  children?: ReactNode;
}) {
  return (
    <Stack>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="proximo-passo">
        <Stack gap="xs">
          <Title order={2} size="h4" id="proximo-passo">
            {title}
          </Title>
          <Text>{next.why}</Text>
          <Group>
            <ButtonLink href={next.href}>{next.label}</ButtonLink>
          </Group>
          {children}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(4, counts.length) }}>
        {counts.map((c) => (
          <StatCard key={c.label} {...c} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
