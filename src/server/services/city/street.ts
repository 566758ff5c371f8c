import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { ringCentroid } from "@/domain/geometry/projection";
import { cacambas, orgs, placements, sites } from "@/server/db/schema";
import { deadlineStatus } from "@/server/services/dispatch/deadlines";
import { dropOffFixes } from "@/server/services/dispatch/drop-off-fixes";
import type { CityReadScope, CityScope } from "./scope";

/**
 * Every caçamba standing on the municipality's streets now (placements `placed`, not removed), of
 * every hauler, overdue first, with how long past its removal deadline it is (JF art. 12, §1º …). Its
 * position (`lat`, `lon`) is where the caçamba stands — the centre of its placed footprint — never the
 * site's pin, which only names the address.
 */
export async function cacambasOnStreet(
  city: Pick<CityReadScope, "read" | "municipality">,
  now: Date = new Date(),
) {
  const rows = await city.read
    .select({
      placementId: placements.id,
      haulerOrgId: placements.orgId,
      haulerName: orgs.legalName,
      cacambaId: placements.cacambaId,
      cacambaNumber: cacambas.number,
      cacambaCode: cacambas.publicCode,
      address: sites.address,
      footprint: placements.footprint,
      placedAt: placements.placedAt,
      deadline: placements.deadline,
      deadlineArticle: placements.deadlineArticle,
      checklist: placements.verdict,
    })
    .from(placements)
    .innerJoin(orgs, eq(orgs.id, placements.orgId))
    .innerJoin(sites, and(eq(sites.orgId, placements.generatorOrgId), eq(sites.id, placements.siteId)))
    .leftJoin(cacambas, and(eq(cacambas.orgId, placements.orgId), eq(cacambas.id, placements.cacambaId)))
    .where(
      and(
        eq(placements.municipalityId, city.municipality.id),
        eq(placements.status, "placed"),
        isNull(placements.removedAt),
      ),
    )
    .orderBy(asc(sql`coalesce(${placements.deadline}, 'infinity'::timestamptz)`), asc(placements.placedAt));
  const fixes = await dropOffFixes(
    city.read,
    rows.map((r) => ({ id: r.placementId, orgId: r.haulerOrgId, footprint: r.footprint })),
  );
  return rows.map(({ checklist: _verdict, footprint, ...r }) => {
    const status = deadlineStatus(r.deadline, city.municipality.id, now);
    const overdueMs = r.deadline && status === "overdue" ? now.getTime() - r.deadline.getTime() : 0;
    const [lon, lat] = ringCentroid(footprint.coordinates[0] ?? []);
    const fix = fixes.get(r.placementId) ?? null;
    return { ...r, lat, lon, fix, status, overdueHours: Math.floor(overdueMs / 3_600_000) };
  });
}

export type StreetCacamba = Awaited<ReturnType<typeof cacambasOnStreet>>[number];

/** One caçamba on the street of this municipality, for the inspection form (null if not there). */
export async function placementOnStreet(city: CityScope, placementId: string, now: Date = new Date()) {
  const all = await cacambasOnStreet({ read: city.db, municipality: city.municipality }, now);
  return all.find((p) => p.placementId === placementId) ?? null;
}
