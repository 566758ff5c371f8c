import { Alert, Stack, Text } from "@mantine/core";
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { AcceptAsNewUser, AcceptAsSignedIn } from "@/features/accounts/accept-invitation";
import { SignInForm } from "@/features/auth/sign-in-form";
import { ROLE_LABEL } from "@/lib/roles";
import { serverCaller } from "@/server/api/server-caller";
import { AuthCard } from "../auth-card";

export const metadata: Metadata = { title: "Convite" };
export const dynamic = "force-dynamic";

async function load(token: string) {
  const caller = await serverCaller();
  try {
    const invitation = await caller.accounts.invitation({ token });
    const me = await caller.session.me().catch(() => null);
    return { invitation, signedInEmail: me?.user.email ?? null };
  } catch (e) {
    if (e instanceof TRPCError && e.code !== "INTERNAL_SERVER_ERROR") return { error: e.message };
    throw e;
  }
}

export default async function InvitationPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { token = "" } = await searchParams;
  const loaded = await load(token);
  if ("error" in loaded) {
    return (
      <AuthCard title="Convite">
        <Alert color="red" role="alert" title="Não foi possível abrir o convite">
          {loaded.error}
        </Alert>
      </AuthCard>
    );
  }
  const { invitation, signedInEmail } = loaded;
  const here = `/convite?token=${encodeURIComponent(token)}`;
  return (
    <AuthCard
      title={`Convite para ${invitation.orgName}`}
      subtitle={`Perfil: ${ROLE_LABEL[invitation.role]}`}
    >
      {!invitation.hasAccount ? (
        <AcceptAsNewUser token={token} email={invitation.email} />
      ) : signedInEmail === invitation.email ? (
        <AcceptAsSignedIn token={token} />
      ) : (
        <Stack>
          <Text>{invitation.email} já tem conta no Caçamba Certa. Entre com ela para aceitar o convite.</Text>
          <SignInForm redirectTo={here} />
        </Stack>
      )}
    </AuthCard>
  );
}
