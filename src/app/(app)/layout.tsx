import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { Shell } from "@/features/shell/app-shell";
import { orgOptions } from "@/features/shell/names";
import { loadViewer } from "@/features/shell/viewer";
import { NAV_BY_ROLE, SUPERADMIN_NAV } from "@/lib/navigation";

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
      orgs={orgOptions(viewer.memberships)}
    >
      {children}
    </Shell>
  );
}
