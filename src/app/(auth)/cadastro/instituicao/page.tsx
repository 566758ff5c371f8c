import type { Metadata } from "next";
import { SignUpForm } from "@/features/accounts/sign-up-form";
import { AuthCard } from "../../auth-card";

export const metadata: Metadata = { title: "Pedido de cadastro de receptor ou prefeitura" };

export default function TrustedOrgRequestPage() {
  return (
    <AuthCard
      title="Receptor ou prefeitura"
      subtitle="O acesso é liberado depois da conferência dos documentos."
    >
      <SignUpForm kinds={["receiver", "city"]} />
    </AuthCard>
  );
}
