import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { OrderFacts } from "@/domain/invoicing/lines";
import type { OrderTerms } from "@/domain/pricing/terms";
import type { DbOrTx } from "@/server/db/client";
import { ctrs, jobs, orders, placements, sites } from "@/server/db/schema";

export interface OrderToInvoice {
  orderId: string;
  clientOrgId: string;
  terms: OrderTerms | null;
  facts: OrderFacts;
}

/**
 * What happened on each order, read from dispatch and the CTRs: the first drop-off and the final
 * pick-up of its placements, its done trocas and extra trips (dump runs), and the weight the
 * receiver recorded on each received CTR of its jobs.
 */
export async function orderFacts(db: DbOrTx, orgId: string, orderIds: string[]): Promise<OrderToInvoice[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      clientOrgId: orders.generatorOrgId,
      terms: orders.terms,
      siteName: sites.name,
      desiredFrom: orders.desiredFrom,
    })
    .from(orders)
    .innerJoin(sites, and(eq(sites.orgId, orders.generatorOrgId), eq(sites.id, orders.siteId)))
    .where(and(eq(orders.orgId, orgId), inArray(orders.id, orderIds)));
  const placed = await db
    .select({
      orderId: placements.orderId,
      status: placements.status,
      placedAt: placements.placedAt,
      removedAt: placements.removedAt,
    })
    .from(placements)
    .where(and(eq(placements.orgId, orgId), inArray(placements.orderId, orderIds)));
  const doneJobs = await db
    .select({ id: jobs.id, orderId: jobs.orderId, kind: jobs.kind })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), inArray(jobs.orderId, orderIds), eq(jobs.status, "done")));
  const jobIds = doneJobs.map((j) => j.id);
  const loads =
    jobIds.length === 0
      ? []
      : await db
          .select({ jobId: ctrs.jobId, number: ctrs.number, weightT: ctrs.receivedWeightT })
          .from(ctrs)
          .where(
            and(
              eq(ctrs.orgId, orgId),
              inArray(ctrs.jobId, jobIds),
              eq(ctrs.status, "received"),
              isNotNull(ctrs.receivedWeightT),
            ),
          );
  return rows.map((o) => {
    const ps = placed.filter((p) => p.orderId === o.id && p.placedAt !== null);
    const starts = ps.map((p) => p.placedAt?.getTime() ?? 0);
    const stillPlaced = ps.some((p) => p.removedAt === null);
    const ends = ps.map((p) => p.removedAt?.getTime() ?? 0);
    const own = doneJobs.filter((j) => j.orderId === o.id);
    const ownJobIds = new Set(own.map((j) => j.id));
    return {
      orderId: o.id,
      clientOrgId: o.clientOrgId,
      terms: o.terms,
      facts: {
        orderLabel: o.siteName,
        placedAt: starts.length ? new Date(Math.min(...starts)) : null,
        removedAt: ps.length && !stillPlaced ? new Date(Math.max(...ends)) : null,
        swaps: own.filter((j) => j.kind === "swap").length,
        extraTrips: own.filter((j) => j.kind === "dump").length,
        relocations: 0,
        loads: loads
          .filter((l) => l.jobId !== null && ownJobIds.has(l.jobId))
          .map((l) => ({ ctrNumber: l.number, weightT: l.weightT ?? 0 })),
      },
    };
  });
}
