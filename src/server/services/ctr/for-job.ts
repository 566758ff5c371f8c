import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { cacambas, ctrs, drivers, jobs, placements, sites, trucks } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";

/**
 * Whether the hauler holds a CTR for this job that is not cancelled (JP art. 18, §2º, III: no
 * caçamba load moves without one). Dispatch calls it before completing a pick-up or dump job.
 */
export async function hasCtrForJob(db: DbOrTx, haulerOrgId: string, jobId: string): Promise<boolean> {
  return (await ctrOfJob(db, haulerOrgId, jobId)) !== null;
}

/** The job's CTR that is not cancelled (at most one: issuing refuses a second), with when it was issued. */
export async function ctrOfJob(db: DbOrTx, haulerOrgId: string, jobId: string) {
  const [row] = await db
    .select({ id: ctrs.id, number: ctrs.number, issuedAt: ctrs.issuedAt })
    .from(ctrs)
    .where(and(eq(ctrs.orgId, haulerOrgId), eq(ctrs.jobId, jobId), ne(ctrs.status, "cancelled")))
    .limit(1);
  return row ?? null;
}

/** The job a hauler's CTR was issued for, with its site, truck, driver and caçamba: the way back from the CTR. */
export async function jobOfCtr(scope: OrgScope, ctrId: string) {
  const [row] = await scope.db
    .select({
      jobId: jobs.id,
      kind: jobs.kind,
      date: jobs.date,
      status: jobs.status,
      placementId: jobs.placementId,
      siteName: sites.name,
      siteAddress: sites.address,
      truckPlate: trucks.plate,
      driverName: drivers.name,
      cacambaNumber: cacambas.number,
    })
    .from(ctrs)
    .innerJoin(jobs, and(eq(jobs.orgId, ctrs.orgId), eq(jobs.id, ctrs.jobId)))
    .leftJoin(placements, and(eq(placements.orgId, jobs.orgId), eq(placements.id, jobs.placementId)))
    .leftJoin(sites, and(eq(sites.orgId, placements.generatorOrgId), eq(sites.id, placements.siteId)))
    .leftJoin(trucks, and(eq(trucks.orgId, jobs.orgId), eq(trucks.id, jobs.truckId)))
    .leftJoin(drivers, and(eq(drivers.orgId, jobs.orgId), eq(drivers.id, jobs.driverId)))
    .leftJoin(cacambas, and(eq(cacambas.orgId, placements.orgId), eq(cacambas.id, placements.cacambaId)))
    .where(and(eq(ctrs.orgId, scope.orgId), eq(ctrs.id, ctrId)));
  return row ?? null;
}
