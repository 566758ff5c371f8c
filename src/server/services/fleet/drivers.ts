import { asc, eq } from "drizzle-orm";
import { drivers } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";

export function listDrivers(scope: OrgScope) {
  return scope.db
    .select({
      id: drivers.id,
      name: drivers.name,
      cnhCategory: drivers.cnhCategory,
      cnhValidUntil: drivers.cnhValidUntil,
      active: drivers.active,
    })
    .from(drivers)
    .where(eq(drivers.orgId, scope.orgId))
    .orderBy(asc(drivers.name));
}
