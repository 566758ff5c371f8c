import { asc, eq } from "drizzle-orm";
import { memberships, orgs, users } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";

export function listMembers(scope: OrgScope) {
  return scope.db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: memberships.role,
      isManager: memberships.isManager,
      active: memberships.active,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.orgId, scope.orgId))
    .orderBy(asc(users.name));
}

export async function getCurrentOrg(scope: OrgScope) {
  const [org] = await scope.db
    .select({
      id: orgs.id,
      kind: orgs.kind,
      personType: orgs.personType,
      legalName: orgs.legalName,
      taxId: orgs.taxId,
      municipalityId: orgs.municipalityId,
      status: orgs.status,
    })
    .from(orgs)
    .where(eq(orgs.id, scope.orgId));
  return org ?? null;
}
