import { Container, Paper, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/features/auth/sign-in-form";
import { currentSessionClaims } from "@/server/auth/session";

export const metadata: Metadata = { title: "Entrar" };
export const dynamic = "force-dynamic";

export default async function SignInPage() {
  if (await currentSessionClaims()) redirect("/inicio");
  return (
    <Container size={420} py="xl" component="main">
      <Title order={1} ta="center">
        Caçamba Certa
      </Title>
      <Text c="dimmed" ta="center" mb="lg">
        Caçambas, CTR e fiscalização conforme a lei do seu município.
      </Text>
      <Paper withBorder shadow="sm" p="lg">
        <SignInForm />
      </Paper>
    </Container>
  );
}
