import { and, desc, eq } from "drizzle-orm";
import { cacambaInspections, cacambas } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { assertOwnFiles } from "@/server/services/files/files";
import type { Condition } from "./identification";

const columns = {
  id: cacambaInspections.id,
  inspectedAt: cacambaInspections.inspectedAt,
  rust: cacambaInspections.rust,
  structuralDamage: cacambaInspections.structuralDamage,
  paintLegible: cacambaInspections.paintLegible,
  standingWaterOrTrash: cacambaInspections.standingWaterOrTrash,
  notes: cacambaInspections.notes,
  photoFileIds: cacambaInspections.photoFileIds,
};

export function listInspections(scope: OrgScope, cacambaId: string) {
  return scope.db
    .select(columns)
    .from(cacambaInspections)
    .where(and(eq(cacambaInspections.orgId, scope.orgId), eq(cacambaInspections.cacambaId, cacambaId)))
    .orderBy(desc(cacambaInspections.inspectedAt));
}

/** A condition inspection (JF art. 14) with photos already uploaded as `inspection_photo` files. */
export function recordInspection(
  scope: OrgScope,
  input: Condition & { cacambaId: string; notes?: string | null; photoFileIds: string[] },
) {
  return scope.db.transaction(async (tx) => {
    const [cacamba] = await tx
      .select({ id: cacambas.id })
      .from(cacambas)
      .where(and(eq(cacambas.orgId, scope.orgId), eq(cacambas.id, input.cacambaId)));
    if (!cacamba) throw notFound("Caçamba");
    await assertOwnFiles(tx, scope.orgId, input.photoFileIds, "inspection_photo", "Foto da vistoria");
    const [row] = await tx
      .insert(cacambaInspections)
      .values({ ...input, notes: input.notes ?? null, orgId: scope.orgId, inspectedBy: scope.userId })
      .returning(columns);
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "cacamba.inspected",
      entity: "cacamba",
      entityId: input.cacambaId,
      after: row,
    });
    return row;
  });
}
