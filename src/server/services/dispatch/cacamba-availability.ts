import { and, eq, inArray, ne } from "drizzle-orm";
import { availableForDropOff, CACAMBA_AFTER, type CacambaWhere } from "@/domain/lifecycle";
import { formatCacambaNumber, formatDecimal } from "@/lib/format";
import type { DbOrTx } from "@/server/db/client";
import { cacambas, jobs, orders, placements, sites } from "@/server/db/schema";
import { conflict, notFound } from "@/server/errors";

const WHERE_IT_IS: Record<string, string> = {
  placed: "está na rua",
  full: "está cheia na rua",
  in_transit: "foi recolhida cheia e ainda não foi esvaziada no receptor",
  maintenance: "está em manutenção",
  retired: "está desativada",
};

/** The size the client ordered (and was priced for), or null for a placement without an order. */
export async function orderedSizeM3(
  tx: DbOrTx,
  orgId: string,
  orderId: string | null,
): Promise<number | null> {
  if (!orderId) return null;
  const [o] = await tx
    .select({ sizeM3: orders.sizeM3 })
    .from(orders)
    .where(and(eq(orders.orgId, orgId), eq(orders.id, orderId)));
  return o?.sizeM3 ?? null;
}

/**
 * The hauler's caçamba is in the yard, no other planned or placed placement holds it and, for an
 * order, it is of the ordered size (the price and the invoice follow the size): only such a caçamba can
 * be planned for a placement or left at a site. Returns its number for messages.
 */
export async function assertCacambaAvailable(
  tx: DbOrTx,
  orgId: string,
  cacambaId: string,
  forPlacementId: string | null,
  orderedM3: number | null = null,
): Promise<number> {
  const [c] = await tx
    .select({ number: cacambas.number, status: cacambas.status, capacityM3: cacambas.capacityM3 })
    .from(cacambas)
    .where(and(eq(cacambas.orgId, orgId), eq(cacambas.id, cacambaId)));
  if (!c) throw notFound("Caçamba");
  const label = `A caçamba nº ${formatCacambaNumber(c.number)}`;
  if (orderedM3 !== null && c.capacityM3 !== orderedM3)
    throw conflict(
      `${label} é de ${formatDecimal(c.capacityM3)} m³ e o pedido é de ${formatDecimal(orderedM3)} m³: leve uma caçamba de ${formatDecimal(orderedM3)} m³, ou o despacho muda o tamanho do pedido (e o preço) antes.`,
    );
  if (!availableForDropOff(c.status))
    throw conflict(`${label} ${WHERE_IT_IS[c.status] ?? "não está no pátio"}: escolha uma do pátio.`);
  const [held] = await tx
    .select({ siteName: sites.name })
    .from(placements)
    .innerJoin(sites, and(eq(sites.orgId, placements.generatorOrgId), eq(sites.id, placements.siteId)))
    .where(
      and(
        eq(placements.orgId, orgId),
        eq(placements.cacambaId, cacambaId),
        inArray(placements.status, ["planned", "placed"]),
        forPlacementId ? ne(placements.id, forPlacementId) : undefined,
      ),
    )
    .limit(1);
  if (held)
    throw conflict(`${label} já está reservada para a obra ${held.siteName}: escolha outra do pátio.`);
  return c.number;
}

/**
 * A caçamba's situation follows the job that moved it (`CACAMBA_AFTER`): left at a site → rua; picked up
 * full → em trânsito; its load received → pátio.
 */
export async function setCacambaWhere(tx: DbOrTx, orgId: string, cacambaId: string, status: CacambaWhere) {
  await tx
    .update(cacambas)
    .set({ status })
    .where(and(eq(cacambas.orgId, orgId), eq(cacambas.id, cacambaId)));
}

/**
 * The receiver confirmed the load of a hauler's job (its CTR received): the caçamba picked up full by
 * that job is emptied and back in the yard, available again. Only one still in transit moves.
 */
export async function releaseCacambaOfLoad(tx: DbOrTx, orgId: string, jobId: string | null) {
  if (!jobId) return;
  const [row] = await tx
    .select({ cacambaId: placements.cacambaId })
    .from(jobs)
    .innerJoin(placements, and(eq(placements.orgId, jobs.orgId), eq(placements.id, jobs.placementId)))
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId), inArray(jobs.kind, ["pick_up", "swap"])));
  if (!row?.cacambaId) return;
  await tx
    .update(cacambas)
    .set({ status: CACAMBA_AFTER.load_received })
    .where(
      and(
        eq(cacambas.orgId, orgId),
        eq(cacambas.id, row.cacambaId),
        eq(cacambas.status, CACAMBA_AFTER.picked_up),
      ),
    );
}
