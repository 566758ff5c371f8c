import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { orgCounters } from "@/server/db/schema";

/**
 * Next value of a per-org gapless counter. Call inside the transaction that inserts the numbered
 * row: the row lock taken by `UPDATE … RETURNING` serializes concurrent callers, and a rollback
 * gives the number back.
 */
export async function nextCounterValue(tx: DbOrTx, orgId: string, name: string): Promise<number> {
  await tx.insert(orgCounters).values({ orgId, name, value: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(orgCounters)
    .set({ value: sql`${orgCounters.value} + 1` })
    .where(and(eq(orgCounters.orgId, orgId), eq(orgCounters.name, name)))
    .returning({ value: orgCounters.value });
  if (!row) throw new Error(`counter ${name} missing for org ${orgId}`);
  return row.value;
}
