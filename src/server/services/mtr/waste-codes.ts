import { and, eq } from "drizzle-orm";
import type { WasteClass } from "@/domain/ctr";
import { DEFAULT_WASTE_CODES, type NbrClass, type WasteCodeRule } from "@/domain/mtr";
import type { DbOrTx } from "@/server/db/client";
import { mtrWasteCodes } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

export async function haulerWasteRules(db: DbOrTx, orgId: string): Promise<WasteCodeRule[]> {
  const rows = await db.select().from(mtrWasteCodes).where(eq(mtrWasteCodes.orgId, orgId));
  return rows.map((r) => ({
    wasteClass: r.wasteClass as WasteClass,
    material: r.material,
    ibamaCode: r.ibamaCode,
    nbrClass: r.nbrClass as NbrClass,
  }));
}

/** The hauler's table: its own rows (with ids) and the defaults of IN IBAMA 13/2012 below them. */
export async function listWasteCodes(scope: OrgScope) {
  const own = await scope.db
    .select()
    .from(mtrWasteCodes)
    .where(eq(mtrWasteCodes.orgId, scope.orgId))
    .orderBy(mtrWasteCodes.wasteClass, mtrWasteCodes.material);
  return {
    own: own.map((r) => ({
      id: r.id,
      wasteClass: r.wasteClass,
      material: r.material,
      ibamaCode: r.ibamaCode,
      nbrClass: r.nbrClass,
    })),
    defaults: DEFAULT_WASTE_CODES,
  };
}

export async function saveWasteCode(scope: OrgScope, input: WasteCodeRule) {
  const material = input.material.trim().toLowerCase() || "*";
  await scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mtrWasteCodes)
      .values({ orgId: scope.orgId, ...input, material })
      .onConflictDoUpdate({
        target: [mtrWasteCodes.orgId, mtrWasteCodes.wasteClass, mtrWasteCodes.material],
        set: { ibamaCode: input.ibamaCode, nbrClass: input.nbrClass, updatedAt: new Date() },
      })
      .returning({ id: mtrWasteCodes.id });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "mtr.waste_code_saved",
      entity: "mtr_waste_code",
      entityId: row?.id ?? null,
      after: { ...input, material },
    });
  });
  return listWasteCodes(scope);
}

export async function removeWasteCode(scope: OrgScope, id: string) {
  await scope.db.transaction(async (tx) => {
    const gone = await tx
      .delete(mtrWasteCodes)
      .where(and(eq(mtrWasteCodes.orgId, scope.orgId), eq(mtrWasteCodes.id, id)))
      .returning();
    if (gone.length === 0) throw notFound("Código IBAMA");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "mtr.waste_code_removed",
      entity: "mtr_waste_code",
      entityId: id,
      before: gone[0],
    });
  });
  return listWasteCodes(scope);
}
