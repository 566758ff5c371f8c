import { sql } from "drizzle-orm";
import { type Db, getDb } from "@/server/db/client";

/**
 * Whether the database answers (`select 1`): GET /api/health and the public `health.check` query, the
 * cheapest requests the server answers (the floor of the benchmarks: bench/ctr.bench.ts).
 */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** GET /api/health: false too when the database cannot even be opened. */
export const databaseHealth = (): Promise<boolean> => getDb().then(databaseAnswers, () => false);
