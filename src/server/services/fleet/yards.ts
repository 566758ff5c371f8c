import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { yards } from "@/server/db/schema";
import { conflict, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

export interface YardInput {
  name: string;
  address: string;
  lat: number;
  lon: number;
}

const columns = {
  id: yards.id,
  name: yards.name,
  address: yards.address,
  lat: yards.lat,
  lon: yards.lon,
  isDefault: yards.isDefault,
};

/** The org's yards, the default first, then by name. */
export function listYards(scope: OrgScope) {
  return scope.db
    .select(columns)
    .from(yards)
    .where(eq(yards.orgId, scope.orgId))
    .orderBy(desc(yards.isDefault), asc(yards.name));
}

/**
 * Yard writes of one org wait for each other: the name check and the one-default rule then read what
 * the other writer committed (two first yards, or two "set default" at once, cannot both win).
 */
async function lockYards(tx: DbOrTx, orgId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`yards:${orgId}`}, 0))`);
}

/** Yard names are unique per org, whatever the case: "Pátio Benfica" and "pátio benfica" are one. */
async function refuseTakenName(tx: DbOrTx, orgId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: yards.id })
    .from(yards)
    .where(
      and(
        eq(yards.orgId, orgId),
        sql`lower(${yards.name}) = lower(${name})`,
        exceptId ? ne(yards.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict(`Já existe um pátio chamado “${name}” nesta empresa: use outro nome.`);
}

async function yardIn(tx: DbOrTx, orgId: string, id: string) {
  const [row] = await tx
    .select(columns)
    .from(yards)
    .where(and(eq(yards.orgId, orgId), eq(yards.id, id)));
  if (!row) throw notFound("Pátio");
  return row;
}

/** A new yard; the org's first one becomes its default. */
export function createYard(scope: OrgScope, input: YardInput) {
  return scope.db.transaction(async (tx) => {
    await lockYards(tx, scope.orgId);
    await refuseTakenName(tx, scope.orgId, input.name);
    const [existing] = await tx
      .select({ id: yards.id })
      .from(yards)
      .where(and(eq(yards.orgId, scope.orgId), eq(yards.isDefault, true)));
    const [row] = await tx
      .insert(yards)
      .values({ ...input, orgId: scope.orgId, isDefault: !existing })
      .returning(columns);
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "yard.created",
      entity: "yard",
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

export function updateYard(scope: OrgScope, input: YardInput & { id: string }) {
  return scope.db.transaction(async (tx) => {
    await lockYards(tx, scope.orgId);
    const before = await yardIn(tx, scope.orgId, input.id);
    await refuseTakenName(tx, scope.orgId, input.name, input.id);
    const { id, ...values } = input;
    const [after] = await tx
      .update(yards)
      .set(values)
      .where(and(eq(yards.orgId, scope.orgId), eq(yards.id, id)))
      .returning(columns);
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "yard.updated",
      entity: "yard",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Makes `id` the org's default yard (trucks with no home yard start there); the former one stops being it. */
export function setDefaultYard(scope: OrgScope, input: { id: string }) {
  return scope.db.transaction(async (tx) => {
    await lockYards(tx, scope.orgId);
    const before = await yardIn(tx, scope.orgId, input.id);
    if (before.isDefault) return before;
    await tx
      .update(yards)
      .set({ isDefault: false })
      .where(and(eq(yards.orgId, scope.orgId), eq(yards.isDefault, true)));
    const [after] = await tx
      .update(yards)
      .set({ isDefault: true })
      .where(and(eq(yards.orgId, scope.orgId), eq(yards.id, input.id)))
      .returning(columns);
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "yard.default_set",
      entity: "yard",
      entityId: input.id,
      before,
      after,
    });
    return after;
  });
}

/** Refuses a home yard that is not one of the org's yards (another org's id reads as not found). */
export async function requireYard(tx: DbOrTx, orgId: string, id: string | null) {
  if (id) await yardIn(tx, orgId, id);
}
