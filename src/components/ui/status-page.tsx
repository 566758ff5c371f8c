import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ButtonLink } from "./button-link";
import { MAIN_ID } from "./skip-link";

/**
 * What a person sees instead of a page (not found, an error): what happened in pt-BR and a way back
 * to the start. `framed` adds the page's own `<main>` where no app shell provides one.
 */
export function StatusPage({
  title,
  text,
  framed = true,
  children,
}: {
  title: string;
  text: string;
  framed?: boolean;
  children?: ReactNode;
}) {
  const body = (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{title}</Title>
        <Text>{text}</Text>
        {children}
        <ButtonLink href="/">Voltar ao início</ButtonLink>
      </Stack>
    </Container>
  );
  return framed ? (
    <main id={MAIN_ID} tabIndex={-1}>
      {body}
    </main>
  ) : (
    body
  );
}
