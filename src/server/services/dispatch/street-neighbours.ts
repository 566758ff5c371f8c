import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { metresToDegrees, ringCentroid } from "@/domain/geometry/projection";
import { overlapMessage, overlappingCacambas } from "@/domain/street/overlap";
import { formatCacambaNumber } from "@/lib/format";
import type { DbOrTx, Tx } from "@/server/db/client";
import { cacambas, type FootprintPolygon, placements, sites } from "@/server/db/schema";
import { conflict } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { assertClientOf, siteOf } from "./clients";

/** How far around a footprint the planner draws the other caçambas, and the server looks for overlaps. */
export const NEIGHBOUR_RADIUS_M = 150;

export interface StreetNeighbour {
  id: string;
  label: string;
  mine: boolean;
  status: "planned" | "placed";
  footprint: FootprintPolygon;
}

/**
 * The caçambas of every hauler planned for or standing on the street within `NEIGHBOUR_RADIUS_M` of
 * `near`, except `exceptId` (the placement being moved). Another hauler's is named only as such: its
 * number and client are its own business, its footprint is the street's (the city map shows it too).
 */
export async function streetNeighbours(
  db: DbOrTx,
  orgId: string,
  municipalityId: string,
  near: { lon: number; lat: number },
  exceptId: string | null,
): Promise<StreetNeighbour[]> {
  const { dLon, dLat } = metresToDegrees(NEIGHBOUR_RADIUS_M, near.lat);
  const lon = sql<number>`(${placements.footprint}->'coordinates'->0->0->>0)::float8`;
  const lat = sql<number>`(${placements.footprint}->'coordinates'->0->0->>1)::float8`;
  const rows = await db
    .select({
      id: placements.id,
      orgId: placements.orgId,
      status: placements.status,
      footprint: placements.footprint,
      number: cacambas.number,
      siteName: sites.name,
    })
    .from(placements)
    .innerJoin(sites, and(eq(sites.orgId, placements.generatorOrgId), eq(sites.id, placements.siteId)))
    .leftJoin(cacambas, and(eq(cacambas.orgId, placements.orgId), eq(cacambas.id, placements.cacambaId)))
    .where(
      and(
        eq(placements.municipalityId, municipalityId),
        inArray(placements.status, ["planned", "placed"]),
        isNull(placements.removedAt),
        exceptId ? ne(placements.id, exceptId) : undefined,
        sql`${lon} between ${near.lon - dLon} and ${near.lon + dLon}`,
        sql`${lat} between ${near.lat - dLat} and ${near.lat + dLat}`,
      ),
    );
  return rows.map((r) => {
    const mine = r.orgId === orgId;
    const status = r.status === "placed" ? "placed" : "planned";
    const what =
      r.number === null
        ? `caçamba planejada para ${mine ? r.siteName : "outra obra"}`
        : `caçamba nº ${formatCacambaNumber(r.number)}${status === "placed" ? " na rua" : " planejada"}`;
    return {
      id: r.id,
      mine,
      status,
      footprint: r.footprint,
      label: mine ? what : `${what} de outro transportador`,
    };
  });
}

/**
 * Refuses (409, pt-BR, nothing written) a footprint that shares ground with another caçamba planned or
 * on the street. Saves in one municipality take turns (a transaction lock), so two at once can't both
 * land on the same free spot.
 */
export async function assertFreeGround(
  tx: Tx,
  orgId: string,
  municipalityId: string,
  footprint: FootprintPolygon,
  exceptId: string | null,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`street:${municipalityId}`}))`);
  const [lon, lat] = ringCentroid(footprint.coordinates[0] ?? []);
  const others = await streetNeighbours(tx, orgId, municipalityId, { lon, lat }, exceptId);
  const on = overlappingCacambas(footprint, others);
  if (on.length > 0) throw conflict(overlapMessage(on));
}

/** The planner's view: the caçambas around a client's site, except the placement being moved. */
export async function neighboursOfSite(
  scope: OrgScope,
  input: { generatorOrgId: string; siteId: string; exceptId?: string },
) {
  await assertClientOf(scope.db, scope.orgId, input.generatorOrgId);
  const site = await siteOf(scope.db, input.generatorOrgId, input.siteId);
  return streetNeighbours(scope.db, scope.orgId, site.municipalityId, site, input.exceptId ?? null);
}
