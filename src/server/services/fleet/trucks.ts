import { and, asc, eq } from "drizzle-orm";
import { trucks, yards } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { setActive } from "./set-active";
import { requireYard } from "./yards";

/** JF art. 18: caçambas travel on hook-lift ("brooks") trucks; the only kind the app registers. */
export const TRUCK_KINDS = ["hooklift"] as const;

const columns = {
  id: trucks.id,
  plate: trucks.plate,
  kind: trucks.kind,
  capacityT: trucks.capacityT,
  cacambaCapacity: trucks.cacambaCapacity,
  homeYardId: trucks.homeYardId,
  active: trucks.active,
};

/** The org's trucks with the name of their home yard (null: the org's default yard). */
export function listTrucks(scope: OrgScope) {
  return scope.db
    .select({ ...columns, homeYardName: yards.name })
    .from(trucks)
    .leftJoin(yards, and(eq(yards.orgId, trucks.orgId), eq(yards.id, trucks.homeYardId)))
    .where(eq(trucks.orgId, scope.orgId))
    .orderBy(asc(trucks.plate));
}

/** How a truck's day goes: caçambas per trip and the yard it starts from (null: the default yard). */
export interface TruckDay {
  cacambaCapacity?: number;
  homeYardId?: string | null;
}

export function createTruck(scope: OrgScope, input: { plate: string; capacityT?: number | null } & TruckDay) {
  return scope.db.transaction(async (tx) => {
    await requireYard(tx, scope.orgId, input.homeYardId ?? null);
    const [row] = await tx
      .insert(trucks)
      .values({
        orgId: scope.orgId,
        plate: input.plate,
        kind: "hooklift",
        capacityT: input.capacityT ?? null,
        cacambaCapacity: input.cacambaCapacity,
        homeYardId: input.homeYardId ?? null,
      })
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

/** Changes a truck's day: caçambas per trip and home yard. */
export function updateTruck(
  scope: OrgScope,
  input: { id: string; cacambaCapacity: number; homeYardId: string | null },
) {
  return scope.db.transaction(async (tx) => {
    const where = and(eq(trucks.orgId, scope.orgId), eq(trucks.id, input.id));
    const [before] = await tx.select(columns).from(trucks).where(where);
    if (!before) throw notFound("Caminhão");
    await requireYard(tx, scope.orgId, input.homeYardId);
    const [after] = await tx
      .update(trucks)
      .set({ cacambaCapacity: input.cacambaCapacity, homeYardId: input.homeYardId })
      .where(where)
      .returning(columns);
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "truck.updated",
      entity: "truck",
      entityId: input.id,
      before,
      after,
    });
    return after;
  });
}

export function setTruckActive(scope: OrgScope, input: { id: string; active: boolean }) {
  return setActive(scope, "truck", input);
}
