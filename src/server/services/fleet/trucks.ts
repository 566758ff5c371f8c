import { asc, eq } from "drizzle-orm";
import { trucks } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { setActive } from "./set-active";

/** JF art. 18: caçambas travel on hook-lift ("brooks") trucks; the only kind the app registers. */
export const TRUCK_KINDS = ["hooklift"] as const;

const columns = {
  id: trucks.id,
  plate: trucks.plate,
  kind: trucks.kind,
  capacityT: trucks.capacityT,
  active: trucks.active,
};

export function listTrucks(scope: OrgScope) {
  return scope.db
    .select(columns)
    .from(trucks)
    .where(eq(trucks.orgId, scope.orgId))
    .orderBy(asc(trucks.plate));
}

export function createTruck(scope: OrgScope, input: { plate: string; capacityT?: number | null }) {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trucks)
      .values({
        orgId: scope.orgId,
        plate: input.plate,
        kind: "hooklift",
        capacityT: input.capacityT ?? null,
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

export function setTruckActive(scope: OrgScope, input: { id: string; active: boolean }) {
  return setActive(scope, "truck", input);
}
