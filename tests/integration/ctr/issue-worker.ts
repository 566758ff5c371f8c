/**
 * One "app process" for the cross-process numbering test: opens its own postgres.js pool on
 * DATABASE_URL and issues COUNT CTRs concurrently through the real service, then prints the numbers
 * as one JSON line. Env: DATABASE_URL, ORG_ID, USER_ID, COUNT, INPUT (JSON of the issue input), and
 * GATE_LOCK: an advisory lock the test holds until both processes wait on it, so they issue together.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "@/server/db/client";
import { issueCtr } from "@/server/services/ctr/issue";

const env = process.env;
if (!env.DATABASE_URL || !env.ORG_ID || !env.USER_ID || !env.INPUT) throw new Error("missing env");
const handle = await openDatabase({ url: env.DATABASE_URL });
const scope = {
  db: handle.db,
  userId: env.USER_ID,
  orgId: env.ORG_ID,
  orgKind: "hauler" as const,
  role: "dispatcher" as const,
  isManager: false,
};
const input = JSON.parse(env.INPUT);
try {
  if (env.GATE_LOCK)
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${Number(env.GATE_LOCK)})`);
    });
  const issued = await Promise.all(
    Array.from({ length: Number(env.COUNT ?? 250) }, () => issueCtr(scope, input).then((c) => c.number)),
  );
  process.stdout.write(`${JSON.stringify(issued)}\n`);
} finally {
  await handle.close();
}
