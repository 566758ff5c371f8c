import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { MemberRole, OrgKind } from "@/lib/roles";
import type { Db } from "@/server/db/client";
import { billingSubscriptions, memberships, orgs } from "@/server/db/schema";

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

/** What decides the hauler's read-only mode (`refuseWhenReadOnly`), read with the memberships. */
export type MembershipBilling = Pick<typeof billingSubscriptions.$inferSelect, "status" | "pastDueSince">;

/** The memberships with their org's subscription: one query for everything a procedure checks. */
function membershipRows(db: Db, userId: string) {
  return db
    .select({
      orgId: orgs.id,
      orgName: orgs.legalName,
      orgKind: orgs.kind,
      municipalityId: orgs.municipalityId,
      role: memberships.role,
      isManager: sql<boolean>`${memberships.isManager} or ${memberships.role} = 'admin'`,
      memberSince: memberships.createdAt,
      billingStatus: billingSubscriptions.status,
      pastDueSince: billingSubscriptions.pastDueSince,
    })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.orgId, orgs.id))
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true), eq(orgs.status, "active")))
    .orderBy(asc(orgs.legalName));
}

export async function listMemberships(db: Db, userId: string): Promise<Membership[]> {
  return (await membershipRows(db, userId)).map(({ billingStatus, pastDueSince, ...m }) => m);
}

/**
 * The requested org when the user is an active member of it, else the org they joined first (oldest
 * membership, ties by org id): renaming an org never moves anyone to another org. Null when none.
 */
export function pickMembership<M extends Membership>(all: M[], requestedOrgId: string | null): M | null {
  const requested = all.find((m) => m.orgId === requestedOrgId);
  if (requested) return requested;
  let oldest: M | null = null;
  for (const m of all) {
    const older =
      !oldest ||
      m.memberSince.getTime() < oldest.memberSince.getTime() ||
      (m.memberSince.getTime() === oldest.memberSince.getTime() && m.orgId < oldest.orgId);
    if (older) oldest = m;
  }
  return oldest;
}

/** Orgs the user asked for that a superadmin has not approved yet (or refused/suspended). */
export function listInactiveOrgs(db: Db, userId: string) {
  return db
    .select({ orgId: orgs.id, orgName: orgs.legalName, orgKind: orgs.kind, status: orgs.status })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true), ne(orgs.status, "active")));
}
