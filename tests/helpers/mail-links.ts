import { readdirSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { NAV_BY_ROLE, SUPERADMIN_NAV } from "@/lib/navigation";
import type { MemberRole } from "@/lib/roles";
import { appUrl } from "@/server/app-url";
import type { Db } from "@/server/db/client";
import { emailOutbox, memberships, users } from "@/server/db/schema";

/** First segments of the pages anyone may open: the folders of the `(auth)` and `(public)` route groups. */
const PUBLIC_ROOTS = ["(auth)", "(public)"].flatMap((group) =>
  readdirSync(`src/app/${group}`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `/${d.name}`),
);

export type Viewer = MemberRole | "superadmin";

/**
 * Whether a page opens for `viewer`: a public page for anyone; a signed-in page when a navigation entry
 * of the viewer's role is the path or one of its parents (the navigation names, per role, the pages
 * whose procedures allow that role: `src/lib/nav/*.ts`, checked by the e2e nav tests).
 */
export function pathOpensFor(pathname: string, viewers: readonly Viewer[]): boolean {
  if (PUBLIC_ROOTS.includes(`/${pathname.split("/")[1] ?? ""}`)) return true;
  return viewers.some((v) =>
    (v === "superadmin" ? SUPERADMIN_NAV : NAV_BY_ROLE[v]).some(
      (item) => pathname === item.href || pathname.startsWith(`${item.href}/`),
    ),
  );
}

export interface MailLink {
  template: string;
  to: string;
  url: string;
  viewers: Viewer[];
  opens: boolean;
}

/**
 * Every link to the app in the outbox, with who receives it: the recipient's roles in the org the e-mail
 * is about (else in any org they belong to), and superadmin when they are one.
 */
export async function outboxLinks(db: Db): Promise<MailLink[]> {
  const base = appUrl();
  const out: MailLink[] = [];
  for (const mail of await db.select().from(emailOutbox)) {
    const [user] = await db.select().from(users).where(eq(users.email, mail.to));
    const rows = user
      ? await db
          .select({ orgId: memberships.orgId, role: memberships.role })
          .from(memberships)
          .where(and(eq(memberships.userId, user.id), eq(memberships.active, true)))
      : [];
    const inOrg = rows.filter((r) => r.orgId === mail.orgId);
    const viewers: Viewer[] = (inOrg.length > 0 ? inOrg : rows).map((r) => r.role as MemberRole);
    if (user?.isSuperadmin) viewers.push("superadmin");
    for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) {
      if (!url.startsWith(base)) continue;
      const opens = pathOpensFor(new URL(url).pathname, viewers);
      out.push({ template: mail.template, to: mail.to, url, viewers, opens });
    }
  }
  return out;
}
