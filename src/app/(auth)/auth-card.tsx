import { Container, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { MAIN_ID } from "@/components/ui/skip-link";

/** The centred card every signed-out page uses. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Container size={480} py="xl" component="main" id={MAIN_ID} tabIndex={-1}>
      <Title order={1} ta="center">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" ta="center" mb="lg">
          {subtitle}
        </Text>
      )}
      <Paper withBorder shadow="sm" p="lg" mt="md">
        {children}
      </Paper>
    </Container>
  );
}
