import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink } from "@/components/ui/text-link";
import { VerifyEmailBanner } from "@/features/accounts/verify-email-banner";
import { RoleHome } from "@/features/home/role-home";
import { loadViewer } from "@/features/shell/viewer";
import { ROLE_LABEL } from "@/lib/roles";

export const metadata: Metadata = { title: "Início" };

export default async function HomePage() {
  const viewer = await loadViewer();
  if (!viewer) redirect("/entrar");
  const subtitle = viewer.membership
    ? `${viewer.membership.orgName} · ${ROLE_LABEL[viewer.membership.role]}`
    : viewer.user.isSuperadmin
      ? "Administração da plataforma"
      : undefined;
  return (
    <>
      <PageHeader title={`Olá, ${viewer.user.name.split(" ")[0]}`} subtitle={subtitle} />
      {(viewer.membership || viewer.user.isSuperadmin) && (
        <TextLink href="/ajuda" mb="md" display="inline-block">
          Ajuda: o seu dia passo a passo
        </TextLink>
      )}
      {!viewer.user.emailVerified && <VerifyEmailBanner email={viewer.user.email} />}
      <RoleHome viewer={viewer} />
    </>
  );
}
