import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import type { WasteClass } from "@/domain/ctr/waste";
import { formatDateTime, isoDateIn } from "@/lib/format";
import type { Tx } from "@/server/db/client";
import {
  drivers,
  jobs,
  orders,
  orgs,
  placements,
  receiverProfiles,
  sites,
  trucks,
  yards,
} from "@/server/db/schema";
import type { BasisJob } from "./basis";
import type { DayRows, JobRow, ShiftRow } from "./day-input";

/**
 * Reads the board's day for "Planejar o dia": the org's yards, active trucks, the driver on each truck's
 * jobs that day (for the shift), the receivers whose gate is on the map, whose licence is valid on the
 * day and that are in the hauler's municipality, and the day's scheduled deliveries, pick-ups and trocas
 * at a place on the map, each pick-up with its legal removal deadline (JF art. 12, §1º; CM art. 47) when
 * it falls on that day or before. Also every job of the day, for the plan's basis.
 */

type Db = Pick<Tx, "select">;

const PLANNED_KINDS = ["drop_off", "pick_up", "swap"] as const;

/** "retirada até 07/12/2026 18:00 (JF art. 12, §1º)": the deadline a pick-up keeps by being served. */
export function deadlineCitation(deadline: Date, article: string | null, municipalityId: string): string {
  const tz = resolveMunicipality(municipalityId)?.timeZone ?? "America/Sao_Paulo";
  return `retirada até ${formatDateTime(deadline, tz)} (${article ?? "prazo da lei"})`;
}

async function dayJobs(db: Db, orgId: string, date: string) {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      truckId: jobs.truckId,
      driverId: jobs.driverId,
      sequence: jobs.sequence,
      siteName: sites.name,
      lat: sites.lat,
      lon: sites.lon,
      windowStart: jobs.windowStart,
      windowEnd: jobs.windowEnd,
      wasteClass: orders.wasteClass,
      deadline: placements.deadline,
      deadlineArticle: placements.deadlineArticle,
      municipalityId: placements.municipalityId,
    })
    .from(jobs)
    .leftJoin(placements, and(eq(placements.orgId, jobs.orgId), eq(placements.id, jobs.placementId)))
    .leftJoin(sites, and(eq(sites.orgId, placements.generatorOrgId), eq(sites.id, placements.siteId)))
    .leftJoin(
      orders,
      and(eq(orders.orgId, jobs.orgId), eq(orders.id, sql`coalesce(${jobs.orderId}, ${placements.orderId})`)),
    )
    .where(and(eq(jobs.orgId, orgId), eq(jobs.date, date)))
    .orderBy(asc(jobs.sequence), asc(jobs.createdAt));
}

export type DayJobRecord = Awaited<ReturnType<typeof dayJobs>>[number];

/** Scheduled, of a kind the planner plans, at a place on the map. */
export const plannable = (j: DayJobRecord) =>
  j.status === "scheduled" &&
  (PLANNED_KINDS as readonly string[]).includes(j.kind) &&
  j.lat !== null &&
  j.lon !== null;

function jobRow(j: DayJobRecord, date: string): JobRow {
  const tz = resolveMunicipality(j.municipalityId ?? "")?.timeZone ?? "America/Sao_Paulo";
  const due =
    j.kind !== "drop_off" && j.deadline && isoDateIn(j.deadline, tz) <= date
      ? deadlineCitation(j.deadline, j.deadlineArticle, j.municipalityId ?? "")
      : null;
  return {
    id: j.id,
    kind: j.kind as JobRow["kind"],
    truckId: j.truckId,
    sequence: j.sequence,
    siteName: j.siteName,
    lat: j.lat as number,
    lon: j.lon as number,
    windowStart: j.windowStart,
    windowEnd: j.windowEnd,
    wasteClass: (j.wasteClass as WasteClass | null) ?? null,
    dueToday: due,
  };
}

/** The driver most of a truck's jobs that day name, per truck. */
function driverOfTruck(all: DayJobRecord[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const j of all) {
    if (!j.truckId || !j.driverId || j.status === "cancelled" || j.status === "failed") continue;
    const byDriver = counts.get(j.truckId) ?? new Map<string, number>();
    byDriver.set(j.driverId, (byDriver.get(j.driverId) ?? 0) + 1);
    counts.set(j.truckId, byDriver);
  }
  return new Map(
    [...counts].map(([truckId, byDriver]) => [
      truckId,
      [...byDriver].sort((a, b) => b[1] - a[1])[0]?.[0] as string,
    ]),
  );
}

export interface LoadedDay {
  rows: DayRows;
  /** Every job of the board's day (for the basis and for what stays put). */
  all: DayJobRecord[];
  basisJobs: BasisJob[];
  plates: Record<string, string>;
  /** The driver of each truck's day, by truck id. */
  driverOf: Map<string, string>;
}

export async function loadDay(db: Db, orgId: string, date: string): Promise<LoadedDay> {
  const [org] = await db.select({ municipalityId: orgs.municipalityId }).from(orgs).where(eq(orgs.id, orgId));
  const [all, yardRows, truckRows, receiverRows] = await Promise.all([
    dayJobs(db, orgId, date),
    db
      .select({ id: yards.id, name: yards.name, lat: yards.lat, lon: yards.lon, isDefault: yards.isDefault })
      .from(yards)
      .where(eq(yards.orgId, orgId))
      .orderBy(asc(yards.name)),
    db
      .select({
        id: trucks.id,
        plate: trucks.plate,
        homeYardId: trucks.homeYardId,
        cacambaCapacity: trucks.cacambaCapacity,
      })
      .from(trucks)
      .where(and(eq(trucks.orgId, orgId), eq(trucks.active, true)))
      .orderBy(asc(trucks.plate)),
    db
      .select({
        id: receiverProfiles.orgId,
        name: orgs.legalName,
        lat: receiverProfiles.lat,
        lon: receiverProfiles.lon,
        opensAt: receiverProfiles.opensAt,
        closesAt: receiverProfiles.closesAt,
        unloadMinutes: receiverProfiles.unloadMinutes,
        acceptedClasses: receiverProfiles.acceptedClasses,
      })
      .from(receiverProfiles)
      .innerJoin(orgs, eq(orgs.id, receiverProfiles.orgId))
      .where(
        and(
          eq(orgs.kind, "receiver"),
          eq(orgs.status, "active"),
          eq(orgs.municipalityId, org?.municipalityId ?? ""),
          isNotNull(receiverProfiles.lat),
          isNotNull(receiverProfiles.lon),
          or(isNull(receiverProfiles.licenceValidUntil), gte(receiverProfiles.licenceValidUntil, date)),
        ),
      )
      .orderBy(asc(orgs.legalName)),
  ]);
  const driverOf = driverOfTruck(all);
  const driverIds = [...new Set(driverOf.values())];
  const shiftRows = driverIds.length
    ? await db
        .select({
          driverId: drivers.id,
          name: drivers.name,
          shiftStart: drivers.shiftStart,
          shiftEnd: drivers.shiftEnd,
          breakMinutes: drivers.breakMinutes,
        })
        .from(drivers)
        .where(and(eq(drivers.orgId, orgId), inArray(drivers.id, driverIds)))
    : [];
  const shiftOf = new Map<string, ShiftRow>(shiftRows.map((s) => [s.driverId, s]));
  const truckIds = new Set(truckRows.map((t) => t.id));
  return {
    rows: {
      yards: yardRows,
      trucks: truckRows,
      shifts: Object.fromEntries(truckRows.map((t) => [t.id, shiftOf.get(driverOf.get(t.id) ?? "")])),
      receivers: receiverRows.map((r) => ({ ...r, lat: r.lat as number, lon: r.lon as number })),
      // A job on a deactivated truck stays where it is.
      jobs: all
        .filter((j) => plannable(j) && (!j.truckId || truckIds.has(j.truckId)))
        .map((j) => jobRow(j, date)),
    },
    all,
    basisJobs: all.map((j) => ({ id: j.id, truckId: j.truckId, sequence: j.sequence, status: j.status })),
    plates: Object.fromEntries(truckRows.map((t) => [t.id, t.plate])),
    driverOf,
  };
}
