import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { orgCounters } from "@/server/db/schema";

/**
 * Next value of a per-org gapless counter, in one statement. Call inside the transaction that
 * inserts the numbered row: the row lock taken by the upsert serializes concurrent callers until
 * commit, and a rollback gives the number back.
 */
export async function nextCounterValue(tx: DbOrTx, orgId: string, name: string): Promise<number> {
  const [row] = await tx
    .insert(orgCounters)
    .values({ orgId, name, value: 1 })
    .onConflictDoUpdate({
      target: [orgCounters.orgId, orgCounters.name],
      set: { value: sql`${orgCounters.value} + 1` },
    })
    .returning({ value: orgCounters.value });
  if (!row) throw new Error(`counter ${name} missing for org ${orgId}`);
  return row.value;
}
