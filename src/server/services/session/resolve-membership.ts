import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { MemberRole, OrgKind } from "@/lib/roles";
import type { Db } from "@/server/db/client";
import { memberships, orgs } from "@/server/db/schema";

export interface Membership {
  orgId: string;
  orgName: string;
  orgKind: OrgKind;
  /** The org's municipality: whose law its screens cite. */
  municipalityId: string;
  role: MemberRole;
  /** May manage the org's members; hauler admins always may. */
  isManager: boolean;
  /** When the membership was created: the oldest one is the default org (never the org's name). */
  memberSince: Date;
}

export async function listMemberships(db: Db, userId: string): Promise<Membership[]> {
  return db
    .select({
      orgId: orgs.id,
      orgName: orgs.legalName,
      orgKind: orgs.kind,
      municipalityId: orgs.municipalityId,
      role: memberships.role,
      isManager: sql<boolean>`${memberships.isManager} or ${memberships.role} = 'admin'`,
      memberSince: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true), eq(orgs.status, "active")))
    .orderBy(asc(orgs.legalName));
}

/**
 * The requested org when the user is an active member of it, else the org they joined first (oldest
 * membership, ties by org id): renaming an org never moves anyone to another org. Null when none.
 */
export function pickMembership(all: Membership[], requestedOrgId: string | null): Membership | null {
  const requested = all.find((m) => m.orgId === requestedOrgId);
  if (requested) return requested;
  let oldest: Membership | null = null;
  for (const m of all) {
    const older =
      !oldest ||
      m.memberSince.getTime() < oldest.memberSince.getTime() ||
      (m.memberSince.getTime() === oldest.memberSince.getTime() && m.orgId < oldest.orgId);
    if (older) oldest = m;
  }
  return oldest;
}

export async function resolveMembership(
  db: Db,
  userId: string,
  requestedOrgId: string | null,
): Promise<Membership | null> {
  return pickMembership(await listMemberships(db, userId), requestedOrgId);
}

/** Orgs the user asked for that a superadmin has not approved yet (or refused/suspended). */
export function listInactiveOrgs(db: Db, userId: string) {
  return db
    .select({ orgId: orgs.id, orgName: orgs.legalName, orgKind: orgs.kind, status: orgs.status })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true), ne(orgs.status, "active")));
}
