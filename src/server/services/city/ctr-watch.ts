import { and, asc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { citySettings, ctrs } from "@/server/db/schema";
import type { CityReadScope } from "./scope";

type CityReads = Pick<CityReadScope, "read" | "orgId" | "municipality">;

export const DEFAULT_CTR_RECEIPT_DAYS = 3;

/** Days without receipt before a CTR of the municipality is listed (city setting, default 3). */
export async function ctrReceiptDays(city: CityReads): Promise<number> {
  const [row] = await city.read
    .select({ days: citySettings.ctrReceiptDays })
    .from(citySettings)
    .where(eq(citySettings.orgId, city.orgId));
  return row?.days ?? DEFAULT_CTR_RECEIPT_DAYS;
}

/**
 * CTRs originating in the municipality (JP art. 12, §4º: kept for inspection) issued more than
 * `days` days ago that no receiver has received or rejected yet.
 */
export async function ctrsWithoutReceipt(city: CityReads, days: number, now: Date = new Date()) {
  const before = new Date(now.getTime() - days * 86_400_000);
  const rows = await city.read
    .select({
      id: ctrs.id,
      number: ctrs.number,
      status: ctrs.status,
      issuedAt: ctrs.issuedAt,
      haulerOrgId: ctrs.orgId,
      haulerName: ctrs.haulerName,
      receiverName: ctrs.receiverName,
      originAddress: ctrs.originAddress,
      volumeM3: ctrs.volumeM3,
      wasteClass: ctrs.wasteClass,
    })
    .from(ctrs)
    .where(
      and(
        eq(ctrs.originMunicipalityId, city.municipality.id),
        inArray(ctrs.status, ["issued", "in_transit"]),
        lt(ctrs.issuedAt, before),
      ),
    )
    .orderBy(asc(ctrs.issuedAt))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    daysWithoutReceipt: Math.floor((now.getTime() - r.issuedAt.getTime()) / 86_400_000),
  }));
}

/**
 * Volumes received from the municipality's CTRs, in m³ (the receiver's measure when given, else
 * the declared one), by waste class, by receiver and by month (the municipality's calendar).
 */
export async function volumes(city: CityReads, since: Date) {
  const m3 = sql<number>`sum(coalesce(${ctrs.receivedVolumeM3}, ${ctrs.volumeM3}))::float8`;
  const month = sql<string>`to_char(${ctrs.receivedAt} at time zone '${sql.raw(city.municipality.timeZone)}', 'YYYY-MM')`;
  const where = and(
    eq(ctrs.originMunicipalityId, city.municipality.id),
    eq(ctrs.status, "received"),
    isNotNull(ctrs.receivedAt),
    sql`${ctrs.receivedAt} >= ${since.toISOString()}`,
  );
  const cls = sql<string>`coalesce(${ctrs.receivedClass}, ${ctrs.wasteClass})`;
  const [byClass, byReceiver, byMonth] = await Promise.all([
    city.read.select({ key: cls, m3 }).from(ctrs).where(where).groupBy(cls).orderBy(cls),
    city.read
      .select({ key: ctrs.receiverName, m3 })
      .from(ctrs)
      .where(where)
      .groupBy(ctrs.receiverName)
      .orderBy(ctrs.receiverName),
    city.read.select({ key: month, m3 }).from(ctrs).where(where).groupBy(month).orderBy(month),
  ]);
  const round = (rows: { key: string; m3: number }[]) =>
    rows.map((r) => ({ key: r.key, m3: Math.round(Number(r.m3) * 100) / 100 }));
  return { byClass: round(byClass), byReceiver: round(byReceiver), byMonth: round(byMonth) };
}
