import { and, eq } from "drizzle-orm";
import { drivers, trucks } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

const TABLES = {
  truck: { table: trucks, label: "Caminhão" },
  driver: { table: drivers, label: "Motorista" },
} as const;

/**
 * Trucks and drivers are deactivated, never deleted: jobs and CTRs keep pointing at them.
 * A deactivated one leaves the dispatch lists and can be reactivated.
 */
export function setActive(
  scope: OrgScope,
  entity: keyof typeof TABLES,
  input: { id: string; active: boolean },
) {
  const { table, label } = TABLES[entity];
  return scope.db.transaction(async (tx) => {
    const where = and(eq(table.orgId, scope.orgId), eq(table.id, input.id));
    const [before] = await tx.select().from(table).where(where);
    if (!before) throw notFound(label);
    const [after] = await tx.update(table).set({ active: input.active }).where(where).returning();
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: `${entity}.${input.active ? "activated" : "deactivated"}`,
      entity,
      entityId: input.id,
      before,
      after,
    });
    return after;
  });
}
