import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { type DropOffFix, type FixEvidence, fixEvidence } from "@/domain/street/fix-evidence";
import type { ReadDb } from "@/server/db/read-replica";
import { type FootprintPolygon, jobs } from "@/server/db/schema";

/**
 * The driver's recorded fix at each placement's drop-off (the done drop-off job's position), beside the
 * planned footprint as evidence: distance, accuracy, flagged past the bound (`fixEvidence`).
 */
export async function dropOffFixes(
  db: ReadDb,
  placementsOf: { id: string; orgId: string; footprint: FootprintPolygon }[],
): Promise<Map<string, FixEvidence>> {
  if (placementsOf.length === 0) return new Map();
  const rows = await db
    .select({
      orgId: jobs.orgId,
      placementId: jobs.placementId,
      lat: jobs.lat,
      lon: jobs.lon,
      accuracyM: jobs.accuracyM,
      at: jobs.doneAt,
    })
    .from(jobs)
    .where(
      and(
        inArray(
          jobs.placementId,
          placementsOf.map((p) => p.id),
        ),
        eq(jobs.kind, "drop_off"),
        eq(jobs.status, "done"),
        isNotNull(jobs.lat),
        isNotNull(jobs.lon),
      ),
    )
    .orderBy(desc(jobs.doneAt));
  const fixes = new Map<string, FixEvidence>();
  for (const p of placementsOf) {
    const row = rows.find((r) => r.placementId === p.id && r.orgId === p.orgId);
    if (!row || row.lat === null || row.lon === null) continue;
    const fix: DropOffFix = { lat: row.lat, lon: row.lon, accuracyM: row.accuracyM, at: row.at };
    fixes.set(p.id, fixEvidence(p.footprint, fix));
  }
  return fixes;
}
