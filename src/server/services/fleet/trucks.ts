import { and, asc, eq } from "drizzle-orm";
import { trucks } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

const columns = { id: trucks.id, plate: trucks.plate, kind: trucks.kind, active: trucks.active };

export function listTrucks(scope: OrgScope) {
  return scope.db
    .select(columns)
    .from(trucks)
    .where(eq(trucks.orgId, scope.orgId))
    .orderBy(asc(trucks.plate));
}

export function createTruck(scope: OrgScope, input: { plate: string }) {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trucks)
      .values({ orgId: scope.orgId, plate: input.plate, kind: "hooklift" })
      .returning(columns);
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "truck.created",
      entity: "truck",
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

/** Trucks are deactivated, never deleted: jobs and CTRs keep pointing at them. */
export function setTruckActive(scope: OrgScope, input: { id: string; active: boolean }) {
  return scope.db.transaction(async (tx) => {
    const where = and(eq(trucks.orgId, scope.orgId), eq(trucks.id, input.id));
    const [before] = await tx.select(columns).from(trucks).where(where);
    if (!before) throw notFound("Caminhão");
    const [after] = await tx.update(trucks).set({ active: input.active }).where(where).returning(columns);
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: input.active ? "truck.activated" : "truck.deactivated",
      entity: "truck",
      entityId: input.id,
      before,
      after,
    });
    return after;
  });
}
