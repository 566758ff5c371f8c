import type { Metadata } from "next";
import { RequestResetForm } from "@/features/accounts/password-reset-forms";
import { AuthCard } from "../auth-card";

export const metadata: Metadata = { title: "Esqueci a senha" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Esqueci a senha"
      subtitle="Informe seu e-mail: enviaremos um link para você criar uma nova senha."
    >
      <RequestResetForm />
    </AuthCard>
  );
}
