import type { Metadata } from "next";
import { ResetPasswordForm } from "@/features/accounts/password-reset-forms";
import { AuthCard } from "../auth-card";

export const metadata: Metadata = { title: "Redefinir senha" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { token = "" } = await searchParams;
  return (
    <AuthCard title="Redefinir senha">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
