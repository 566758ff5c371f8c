import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { citizenReports } from "@/server/db/schema";
import { throttle } from "@/server/services/throttle";

const HOUR_MS = 60 * 60 * 1000;
/** Reports per sender address per hour: a neighbour reporting the caçambas of one street still can. */
export const REPORTS_PER_IP_PER_HOUR = 10;
/** An org's people are e-mailed about the first report of each hour; the rest wait in their list. */
export const REPORT_EMAIL_INTERVAL_MS = HOUR_MS;

export function throttleCitizenReport(db: Db, ip: string, now: Date): Promise<void> {
  return throttle(
    db,
    "city.citizen_report",
    [{ key: `ip:${ip}`, limit: REPORTS_PER_IP_PER_HOUR, windowMs: HOUR_MS }],
    now,
  );
}

/**
 * Whether the hauler's or the city's people are to be e-mailed about a report arriving `now`: only when
 * no report e-mailed to that org came in the last interval. Two reports at once are serialized by a
 * transaction lock on the org, so only one of them e-mails; the caller records the answer on the report.
 */
export async function shouldEmailReport(
  tx: Tx,
  party: "hauler" | "city",
  orgId: string,
  now: Date,
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`citizen_report_email:${orgId}`}))`);
  const [owner, emailed] =
    party === "hauler"
      ? [citizenReports.orgId, citizenReports.haulerEmailed]
      : [citizenReports.cityOrgId, citizenReports.cityEmailed];
  const [recent] = await tx
    .select({ id: citizenReports.id })
    .from(citizenReports)
    .where(
      and(
        eq(owner, orgId),
        eq(emailed, true),
        gt(citizenReports.createdAt, new Date(now.getTime() - REPORT_EMAIL_INTERVAL_MS)),
      ),
    )
    .limit(1);
  return !recent;
}
