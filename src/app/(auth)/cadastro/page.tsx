import { Text } from "@mantine/core";
import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { SignUpForm } from "@/features/accounts/sign-up-form";
import { AuthCard } from "../auth-card";

export const metadata: Metadata = { title: "Cadastro de transportador" };

export default function HaulerSignUpPage() {
  return (
    <AuthCard title="Cadastre sua empresa de caçambas" subtitle="14 dias grátis. Sem cartão.">
      <SignUpForm kinds={["hauler"]} />
      <Text size="sm" mt="md">
        Vai contratar uma caçamba? <TextLink href="/cadastro/gerador">Cadastro de cliente</TextLink>. Receptor
        ou prefeitura? <TextLink href="/cadastro/instituicao">Peça seu cadastro</TextLink>.
      </Text>
    </AuthCard>
  );
}
