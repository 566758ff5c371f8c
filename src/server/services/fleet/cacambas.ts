import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { cacambas } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { nextCounterValue } from "@/server/services/counters";

const columns = {
  id: cacambas.id,
  number: cacambas.number,
  publicCode: cacambas.publicCode,
  capacityM3: cacambas.capacityM3,
  status: cacambas.status,
};

export function listCacambas(scope: OrgScope) {
  return scope.db
    .select(columns)
    .from(cacambas)
    .where(eq(cacambas.orgId, scope.orgId))
    .orderBy(asc(cacambas.number));
}

export async function getCacamba(scope: OrgScope, id: string) {
  const [row] = await scope.db
    .select(columns)
    .from(cacambas)
    .where(and(eq(cacambas.orgId, scope.orgId), eq(cacambas.id, id)));
  if (!row) throw notFound("Caçamba");
  return row;
}

/** Numbers are per hauler, gapless, shown with at least two digits (JF art. 7º, IV). */
export function createCacamba(scope: OrgScope, input: { capacityM3: number }) {
  return scope.db.transaction(async (tx) => {
    const number = await nextCounterValue(tx, scope.orgId, "cacamba");
    const [row] = await tx
      .insert(cacambas)
      .values({
        orgId: scope.orgId,
        number,
        capacityM3: input.capacityM3,
        publicCode: randomBytes(6).toString("base64url"),
      })
      .returning(columns);
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "cacamba.created",
      entity: "cacamba",
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

export function formatCacambaNumber(n: number): string {
  return String(n).padStart(2, "0");
}
