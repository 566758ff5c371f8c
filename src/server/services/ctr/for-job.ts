import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { ctrs } from "@/server/db/schema";

/**
 * Whether the hauler holds a CTR for this job that is not cancelled (JP art. 18, §2º, III: no
 * caçamba load moves without one). Dispatch calls it before completing a pick-up or dump job.
 */
export async function hasCtrForJob(db: DbOrTx, haulerOrgId: string, jobId: string): Promise<boolean> {
  const rows = await db
    .select({ id: ctrs.id })
    .from(ctrs)
    .where(and(eq(ctrs.orgId, haulerOrgId), eq(ctrs.jobId, jobId), ne(ctrs.status, "cancelled")))
    .limit(1);
  return rows.length > 0;
}
