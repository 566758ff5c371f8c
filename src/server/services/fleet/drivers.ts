import { and, asc, eq } from "drizzle-orm";
import { drivers } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { setActive } from "./set-active";

const columns = {
  id: drivers.id,
  name: drivers.name,
  cnhNumber: drivers.cnhNumber,
  cnhCategory: drivers.cnhCategory,
  cnhValidUntil: drivers.cnhValidUntil,
  shiftStart: drivers.shiftStart,
  shiftEnd: drivers.shiftEnd,
  breakMinutes: drivers.breakMinutes,
  active: drivers.active,
};

export function listDrivers(scope: OrgScope) {
  return scope.db
    .select(columns)
    .from(drivers)
    .where(eq(drivers.orgId, scope.orgId))
    .orderBy(asc(drivers.name));
}

/** A driver's shift ("HH:MM" local time) and the break it includes, minutes. */
export interface DriverShift {
  shiftStart: string;
  shiftEnd: string;
  breakMinutes: number;
}

export interface NewDriver extends Partial<DriverShift> {
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

/** Changes a driver's shift and break. */
export function updateDriver(scope: OrgScope, input: { id: string } & DriverShift) {
  return scope.db.transaction(async (tx) => {
    const where = and(eq(drivers.orgId, scope.orgId), eq(drivers.id, input.id));
    const [before] = await tx.select(columns).from(drivers).where(where);
    if (!before) throw notFound("Motorista");
    const { id, ...shift } = input;
    const [after] = await tx.update(drivers).set(shift).where(where).returning(columns);
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "driver.updated",
      entity: "driver",
      entityId: id,
      before: { ...before, cnhNumber: undefined },
      after: after && { ...after, cnhNumber: undefined },
    });
    return after;
  });
}

export function setDriverActive(scope: OrgScope, input: { id: string; active: boolean }) {
  return setActive(scope, "driver", input);
}
