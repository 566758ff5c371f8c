import { Anchor, Group, Text } from "@mantine/core";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignInForm } from "@/features/auth/sign-in-form";
import { currentSessionClaims } from "@/server/auth/session";
import { AuthCard } from "../auth-card";

export const metadata: Metadata = { title: "Entrar" };
export const dynamic = "force-dynamic";

export default async function SignInPage() {
  if (await currentSessionClaims()) redirect("/inicio");
  return (
    <AuthCard title="Caçamba Certa" subtitle="Caçambas, CTR e fiscalização conforme a lei do seu município.">
      <SignInForm />
      <Group justify="space-between" mt="md">
        <Anchor component={Link} href="/esqueci-a-senha" size="sm">
          Esqueci a senha
        </Anchor>
        <Text size="sm">
          Novo por aqui?{" "}
          <Anchor component={Link} href="/cadastro">
            Cadastre-se
          </Anchor>
        </Text>
      </Group>
    </AuthCard>
  );
}
