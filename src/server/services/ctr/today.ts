import { and, desc, eq, gte } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import { isoDateIn } from "@/lib/format";
import { ctrs, orgs } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";

/** Loads the receiver took today (its municipality's calendar day), with totals. */
export async function receivedToday(scope: OrgScope, now: Date = new Date()) {
  const [org] = await scope.db.select({ m: orgs.municipalityId }).from(orgs).where(eq(orgs.id, scope.orgId));
  const tz = resolveMunicipality(org?.m ?? "")?.timeZone ?? "America/Sao_Paulo";
  const today = isoDateIn(now, tz);
  // Brazilian zones have fixed offsets; start of day = first instant whose local date is `today`.
  let start = new Date(`${today}T00:00:00Z`);
  while (isoDateIn(start, tz) !== today) start = new Date(start.getTime() + 3_600_000);
  const rows = await scope.db
    .select({
      id: ctrs.id,
      number: ctrs.number,
      haulerName: ctrs.haulerName,
      truckPlate: ctrs.truckPlate,
      receivedAt: ctrs.receivedAt,
      receivedWeightT: ctrs.receivedWeightT,
      receivedClass: ctrs.receivedClass,
      volumeM3: ctrs.volumeM3,
    })
    .from(ctrs)
    .where(and(eq(ctrs.receiverOrgId, scope.orgId), eq(ctrs.status, "received"), gte(ctrs.receivedAt, start)))
    .orderBy(desc(ctrs.receivedAt));
  const totalT = rows.reduce((s, r) => s + (r.receivedWeightT ?? 0), 0);
  const totalM3 = rows.reduce((s, r) => s + r.volumeM3, 0);
  return { day: today, timeZone: tz, loads: rows, totalT, totalM3 };
}
