import { and, eq } from "drizzle-orm";
import { priceRowNfse, priceRows } from "@/server/db/schema";
import { invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

/**
 * The national service code (cTribNac) of one price row, or none (`null`: the NFS-e settings' default).
 * Orders quoted on that row get it on their NFS-e.
 */
export function setPriceRowTribNac(scope: OrgScope, input: { priceRowId: string; tribNac: string | null }) {
  const code = input.tribNac?.replace(/\D/g, "") || null;
  if (code !== null && code.length !== 6)
    throw invalidField("tribNac", "O código de tributação nacional tem 6 dígitos, como 070901.");
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: priceRows.id })
      .from(priceRows)
      .where(and(eq(priceRows.orgId, scope.orgId), eq(priceRows.id, input.priceRowId)));
    if (!row) throw notFound("Preço");
    const mine = and(eq(priceRowNfse.orgId, scope.orgId), eq(priceRowNfse.priceRowId, row.id));
    if (code === null) await tx.delete(priceRowNfse).where(mine);
    else
      await tx
        .insert(priceRowNfse)
        .values({ orgId: scope.orgId, priceRowId: row.id, tribNac: code })
        .onConflictDoUpdate({
          target: [priceRowNfse.orgId, priceRowNfse.priceRowId],
          set: { tribNac: code },
        });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "nfse.price_row_code_set",
      entity: "price_row",
      entityId: row.id,
      after: { tribNac: code },
    });
    return { priceRowId: row.id, tribNac: code };
  });
}
