import type { Metadata } from "next";
import { ConfirmEmail } from "@/features/accounts/confirm-email";
import { AuthCard } from "../auth-card";

export const metadata: Metadata = { title: "Confirmar e-mail" };

export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { token = "", troca } = await searchParams;
  return (
    <AuthCard title="Confirmar e-mail">
      <ConfirmEmail token={token} isChange={troca === "1"} />
    </AuthCard>
  );
}
