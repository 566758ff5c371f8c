import { Container, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { MAIN_ID } from "@/components/ui/skip-link";
import { TextLink } from "@/components/ui/text-link";
import { PublicHeader } from "@/features/public/public-header";

/**
 * The centred card every signed-out page uses, under the public bar. Below the card, the way back to
 * "Entrar" (`signInLink={false}` on the sign-in page itself).
 */
export function AuthCard({
  title,
  subtitle,
  signInLink = true,
  children,
}: {
  title: string;
  subtitle?: string;
  signInLink?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PublicHeader signIn={false} />
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
        {signInLink && (
          <Text size="sm" ta="center" mt="md">
            Já tem conta? <TextLink href="/entrar">Entrar</TextLink>
          </Text>
        )}
      </Container>
    </>
  );
}
