import { asc, eq } from "drizzle-orm";
import { drivers } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { setActive } from "./set-active";

const columns = {
  id: drivers.id,
  name: drivers.name,
  cnhNumber: drivers.cnhNumber,
  cnhCategory: drivers.cnhCategory,
  cnhValidUntil: drivers.cnhValidUntil,
  active: drivers.active,
};

export function listDrivers(scope: OrgScope) {
  return scope.db
    .select(columns)
    .from(drivers)
    .where(eq(drivers.orgId, scope.orgId))
    .orderBy(asc(drivers.name));
}

export interface NewDriver {
  name: string;
  cnhNumber: string;
  cnhCategory: string;
  cnhValidUntil: string;
}

export function createDriver(scope: OrgScope, input: NewDriver) {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(drivers)
      .values({ ...input, orgId: scope.orgId })
      .returning(columns);
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "driver.created",
      entity: "driver",
      entityId: row.id,
      after: { ...row, cnhNumber: undefined },
    });
    return row;
  });
}

export function setDriverActive(scope: OrgScope, input: { id: string; active: boolean }) {
  return setActive(scope, "driver", input);
}
