import { Group, Text } from "@mantine/core";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { TextLink } from "@/components/ui/text-link";
import { SignInForm } from "@/features/auth/sign-in-form";
import { loadViewer } from "@/features/shell/viewer";
import { AuthCard } from "../auth-card";

export const metadata: Metadata = { title: "Entrar" };
export const dynamic = "force-dynamic";

export default async function SignInPage() {
  // A session the server still honours, not merely a readable cookie: a signed-out or ended one
  // would otherwise bounce between here and the signed-in shell, which refuses it.
  if (await loadViewer()) redirect("/inicio");
  return (
    <AuthCard
      title="Caçamba Certa"
      subtitle="Caçambas, CTR e fiscalização conforme a lei do seu município."
      signInLink={false}
    >
      <SignInForm />
      <Group justify="space-between" mt="md">
        <TextLink href="/esqueci-a-senha" size="sm">
          Esqueci a senha
        </TextLink>
        <Text size="sm">
          Novo por aqui? <TextLink href="/cadastro">Cadastre-se</TextLink>
        </Text>
      </Group>
    </AuthCard>
  );
}
