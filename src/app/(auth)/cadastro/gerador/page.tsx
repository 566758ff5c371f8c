import type { Metadata } from "next";
import { SignUpForm } from "@/features/accounts/sign-up-form";
import { AuthCard } from "../../auth-card";

export const metadata: Metadata = { title: "Cadastro de cliente" };

export default function GeneratorSignUpPage() {
  return (
    <AuthCard title="Cadastro de cliente" subtitle="Para pedir caçambas e acompanhar seus CTRs.">
      <SignUpForm kinds={["generator"]} />
    </AuthCard>
  );
}
