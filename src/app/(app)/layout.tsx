import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { Shell } from "@/features/shell/app-shell";
import { loadViewer } from "@/features/shell/viewer";
import { NAV_BY_ROLE, SUPERADMIN_NAV } from "@/lib/navigation";
import { ORG_KIND_LABEL, ROLE_LABEL } from "@/lib/roles";

export const dynamic = "force-dynamic";

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const viewer = await loadViewer();
  if (!viewer) redirect("/entrar");
  const nav = viewer.membership
    ? NAV_BY_ROLE[viewer.membership.role]
    : viewer.user.isSuperadmin
      ? SUPERADMIN_NAV
      : [];
  return (
    <Shell
      userName={viewer.user.name}
      nav={nav}
      activeOrgId={viewer.membership?.orgId ?? null}
      orgs={viewer.memberships.map((m) => ({
        orgId: m.orgId,
        label: `${m.orgName} (${ORG_KIND_LABEL[m.orgKind]} · ${ROLE_LABEL[m.role]})`,
      }))}
    >
      {children}
    </Shell>
  );
}
