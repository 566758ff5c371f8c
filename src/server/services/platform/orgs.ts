import { asc, count, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { memberships, orgs } from "@/server/db/schema";

/** Platform console: every org with its kind, status and member count (superadmin only). */
export function listAllOrgs(db: Db) {
  return db
    .select({
      id: orgs.id,
      kind: orgs.kind,
      legalName: orgs.legalName,
      taxId: orgs.taxId,
      municipalityId: orgs.municipalityId,
      status: orgs.status,
      members: count(memberships.userId),
    })
    .from(orgs)
    .leftJoin(memberships, eq(memberships.orgId, orgs.id))
    .groupBy(orgs.id)
    .orderBy(asc(orgs.kind), asc(orgs.legalName));
}
