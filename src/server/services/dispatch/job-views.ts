import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { isoDateIn } from "@/lib/format";
import {
  cacambas,
  ctrs,
  drivers,
  driverUsers,
  jobSubmissions,
  jobs,
  mtrConsents,
  mtrs,
  orders,
  orgs,
  placements,
  sites,
  trucks,
} from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";

/** What the screens read about jobs: the day's board and the driver's day. */

export const jobColumns = {
  id: jobs.id,
  kind: jobs.kind,
  status: jobs.status,
  statusReason: jobs.statusReason,
  date: jobs.date,
  windowStart: jobs.windowStart,
  windowEnd: jobs.windowEnd,
  sequence: jobs.sequence,
  truckId: jobs.truckId,
  driverId: jobs.driverId,
  placementId: jobs.placementId,
  /** The caçamba planned for (or standing at) the job's placement; null when "definir na entrega". */
  cacambaId: placements.cacambaId,
  /** Whose law the job falls under: its placement's municipality, or the hauler's for a dump run. */
  municipalityId: sql<
    string | null
  >`coalesce(${placements.municipalityId}, (select o.municipality_id from orgs o where o.id = ${jobs.orgId}))`,
  /** When it was done on the road (the act's time, perhaps sent hours later from an offline phone). */
  doneAt: jobs.doneAt,
  /** When the report that closed it reached the server. */
  reportedAt:
    sql<Date | null>`(select max(${jobSubmissions.createdAt}) from ${jobSubmissions} where ${jobSubmissions.orgId} = ${jobs.orgId} and ${jobSubmissions.jobId} = ${jobs.id} and ${jobSubmissions.action} in ('complete', 'fail'))`.mapWith(
      jobSubmissions.createdAt,
    ),
  /** The caçamba's number to leave (drop-off) or collect (pick-up, swap). */
  cacambaNumber: cacambas.number,
  siteName: sites.name,
  siteAddress: sites.address,
  lat: sites.lat,
  lon: sites.lon,
  siteContactName: sites.contactName,
  siteContactPhone: sites.contactPhone,
  generatorName: orgs.legalName,
  /** The client's notes on the order behind the job ("Entrada pela garagem; portaria até 18h"). */
  orderNotes: orders.notes,
  /** What the client ordered (and was priced for): the caçamba's size, the waste's kind and class. */
  orderSizeM3: orders.sizeM3,
  orderWasteKind: orders.wasteKind,
  orderWasteClass: orders.wasteClass,
  ctrId: ctrs.id,
  ctrNumber: ctrs.number,
  ctrStatus: ctrs.status,
  ctrPublicCode: ctrs.publicCode,
  /** The CTR's MTR (Portaria MMA 280/2020), if asked. */
  mtrId: mtrs.id,
  mtrNumber: mtrs.number,
  mtrStatus: mtrs.status,
  /** "Emitir MTR" is offered where the CTR's generator authorized this hauler to issue its MTRs. */
  mtrConsented: sql<boolean>`exists (select 1 from ${mtrConsents} where ${mtrConsents.orgId} = ${ctrs.generatorOrgId} and ${mtrConsents.haulerOrgId} = ${jobs.orgId} and ${mtrConsents.revokedAt} is null)`,
};

export function jobsQuery(scope: OrgScope) {
  return (
    scope.db
      .select(jobColumns)
      .from(jobs)
      .leftJoin(placements, and(eq(placements.orgId, jobs.orgId), eq(placements.id, jobs.placementId)))
      .leftJoin(sites, and(eq(sites.orgId, placements.generatorOrgId), eq(sites.id, placements.siteId)))
      .leftJoin(cacambas, and(eq(cacambas.orgId, jobs.orgId), eq(cacambas.id, placements.cacambaId)))
      .leftJoin(orgs, eq(orgs.id, placements.generatorOrgId))
      // The job's own order, else the one its placement was planned for.
      .leftJoin(
        orders,
        and(
          eq(orders.orgId, jobs.orgId),
          eq(orders.id, sql`coalesce(${jobs.orderId}, ${placements.orderId})`),
        ),
      )
      // At most one CTR per job is not cancelled (issueCtr refuses a second one).
      .leftJoin(ctrs, and(eq(ctrs.orgId, jobs.orgId), eq(ctrs.jobId, jobs.id), ne(ctrs.status, "cancelled")))
      .leftJoin(mtrs, and(eq(mtrs.orgId, ctrs.orgId), eq(mtrs.ctrId, ctrs.id)))
  );
}

/** The dispatch board of one day: jobs by truck in sequence, with the fleet to assign. */
export async function boardFor(scope: OrgScope, date: string) {
  const [dayJobs, fleetTrucks, fleetDrivers] = await Promise.all([
    jobsQuery(scope)
      .where(and(eq(jobs.orgId, scope.orgId), eq(jobs.date, date)))
      .orderBy(asc(jobs.sequence), asc(jobs.createdAt)),
    scope.db
      .select({ id: trucks.id, plate: trucks.plate })
      .from(trucks)
      .where(and(eq(trucks.orgId, scope.orgId), eq(trucks.active, true)))
      .orderBy(asc(trucks.plate)),
    scope.db
      .select({ id: drivers.id, name: drivers.name })
      .from(drivers)
      .where(and(eq(drivers.orgId, scope.orgId), eq(drivers.active, true)))
      .orderBy(asc(drivers.name)),
  ]);
  return { date, jobs: dayJobs, trucks: fleetTrucks, drivers: fleetDrivers };
}

/** The fleet driver records the signed-in user drives as. */
export async function driverIdsOf(scope: OrgScope): Promise<string[]> {
  const rows = await scope.db
    .select({ id: driverUsers.driverId })
    .from(driverUsers)
    .where(and(eq(driverUsers.orgId, scope.orgId), eq(driverUsers.userId, scope.userId)));
  return rows.map((r) => r.id);
}

/** Driver phone view: today's jobs of the signed-in driver, in order. */
export async function driverDay(scope: OrgScope, now: Date) {
  const ids = await driverIdsOf(scope);
  const date = isoDateIn(now);
  // Whose reports the phone keeps: another driver signing in on the same phone does not send them.
  const userId = scope.userId;
  if (ids.length === 0) return { date, userId, linked: false, jobs: [] };
  const rows = await jobsQuery(scope)
    .where(and(eq(jobs.orgId, scope.orgId), eq(jobs.date, date), inArray(jobs.driverId, ids)))
    .orderBy(asc(jobs.sequence));
  return { date, userId, linked: true, jobs: rows };
}
