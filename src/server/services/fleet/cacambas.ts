import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { type CacambaMarkingsRecord, cacambaInspections, cacambas } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import { assertWithinPlan } from "@/server/services/billing/limits";
import type { OrgScope } from "@/server/services/context";
import { nextCounterValue } from "@/server/services/counters";
import { assertDimensionsAllowed, checkCacambaIdentification, type Dimensions } from "./identification";
import { loadCompany } from "./profile";
import { newPublicCode } from "./public-code";

export const CACAMBA_STATUSES = ["yard", "placed", "full", "in_transit", "maintenance", "retired"] as const;
export type CacambaStatus = (typeof CACAMBA_STATUSES)[number];

const columns = {
  id: cacambas.id,
  number: cacambas.number,
  publicCode: cacambas.publicCode,
  capacityM3: cacambas.capacityM3,
  status: cacambas.status,
  lengthM: cacambas.lengthM,
  widthM: cacambas.widthM,
  heightM: cacambas.heightM,
};

export function listCacambas(scope: OrgScope) {
  return scope.db
    .select(columns)
    .from(cacambas)
    .where(eq(cacambas.orgId, scope.orgId))
    .orderBy(asc(cacambas.number));
}

async function findCacamba(db: DbOrTx, orgId: string, id: string) {
  const [row] = await db
    .select({ ...columns, markings: cacambas.markings })
    .from(cacambas)
    .where(and(eq(cacambas.orgId, orgId), eq(cacambas.id, id)));
  if (!row) throw notFound("Caçamba");
  return row;
}

export async function latestCondition(db: DbOrTx, orgId: string, cacambaId: string) {
  const [row] = await db
    .select({
      rust: cacambaInspections.rust,
      structuralDamage: cacambaInspections.structuralDamage,
      paintLegible: cacambaInspections.paintLegible,
      standingWaterOrTrash: cacambaInspections.standingWaterOrTrash,
    })
    .from(cacambaInspections)
    .where(and(eq(cacambaInspections.orgId, orgId), eq(cacambaInspections.cacambaId, cacambaId)))
    .orderBy(desc(cacambaInspections.inspectedAt))
    .limit(1);
  return row ?? null;
}

/** One caçamba with its identification record and the rules engine's verdict per served municipality. */
export async function getCacamba(scope: OrgScope, id: string) {
  const row = await findCacamba(scope.db, scope.orgId, id);
  const company = await loadCompany(scope.db, scope.orgId);
  const condition = await latestCondition(scope.db, scope.orgId, id);
  return {
    ...row,
    municipalityIds: company.municipalityIds,
    identification: checkCacambaIdentification(row, condition, company.municipalityIds),
  };
}

export interface NewCacamba extends Partial<Dimensions> {
  capacityM3: number;
}

const dims = (d: Partial<Dimensions>): Dimensions => ({
  lengthM: d.lengthM ?? null,
  widthM: d.widthM ?? null,
  heightM: d.heightM ?? null,
});

/** Numbers are per hauler, gapless, shown with at least two digits (JF art. 7º, IV). */
export async function createCacamba(scope: OrgScope, input: NewCacamba) {
  const company = await loadCompany(scope.db, scope.orgId);
  assertDimensionsAllowed(dims(input), company.municipalityIds);
  return scope.db.transaction(async (tx) => {
    const number = await nextCounterValue(tx, scope.orgId, "cacamba");
    await assertWithinPlan(tx, scope.orgId, "cacambas", 1);
    const [row] = await tx
      .insert(cacambas)
      .values({
        orgId: scope.orgId,
        number,
        capacityM3: input.capacityM3,
        ...dims(input),
        publicCode: newPublicCode(),
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

/** Records what is painted and stuck on the caçamba and its measured outer dimensions. */
export async function saveIdentification(
  scope: OrgScope,
  input: Dimensions & { id: string; markings: CacambaMarkingsRecord },
) {
  const company = await loadCompany(scope.db, scope.orgId);
  assertDimensionsAllowed(input, company.municipalityIds);
  await scope.db.transaction(async (tx) => {
    const before = await findCacamba(tx, scope.orgId, input.id);
    const { id, ...changes } = input;
    await tx
      .update(cacambas)
      .set(changes)
      .where(and(eq(cacambas.orgId, scope.orgId), eq(cacambas.id, id)));
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "cacamba.identification_recorded",
      entity: "cacamba",
      entityId: id,
      before,
      after: changes,
    });
  });
  return getCacamba(scope, input.id);
}

export function setCacambaStatus(scope: OrgScope, input: { id: string; status: CacambaStatus }) {
  return scope.db.transaction(async (tx) => {
    const before = await findCacamba(tx, scope.orgId, input.id);
    const [after] = await tx
      .update(cacambas)
      .set({ status: input.status })
      .where(and(eq(cacambas.orgId, scope.orgId), eq(cacambas.id, input.id)))
      .returning(columns);
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "cacamba.status_changed",
      entity: "cacamba",
      entityId: input.id,
      before: { status: before.status },
      after: { status: input.status },
    });
    return after;
  });
}
