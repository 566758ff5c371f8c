import { Divider, Stack, Text } from "@mantine/core";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/ui/page-header";
import { ChangeEmailForm, ChangePasswordForm } from "@/features/accounts/account-forms";
import { NotificationSettingsForm } from "@/features/accounts/notification-settings-form";
import { loadViewer } from "@/features/shell/viewer";

export const metadata: Metadata = { title: "Minha conta" };

export default async function AccountPage() {
  const viewer = await loadViewer();
  if (!viewer) redirect("/entrar");
  return (
    <Stack maw={520}>
      <PageHeader title="Minha conta" subtitle={`${viewer.user.name} · ${viewer.user.email}`} />
      {!viewer.user.emailVerified && <Text c="orange">Seu e-mail ainda não foi confirmado.</Text>}
      <ChangePasswordForm />
      <Divider />
      <ChangeEmailForm />
      <Divider />
      <NotificationSettingsForm role={viewer.membership?.role ?? null} />
    </Stack>
  );
}
