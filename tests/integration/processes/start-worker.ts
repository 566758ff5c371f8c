/**
 * One "app process" starting as `scripts/serve.ts` does: the process-wide handle (migrations) and
 * the demo seed on DATABASE_URL, after waiting until START_AT (epoch ms) so that two of them really
 * start together. Prints `{"seeded":true|false}` as its last line.
 */
import { getDbHandle } from "@/server/db/client";
import { seedDemoIfEmpty } from "@/server/db/seed/demo";

const startAt = Number(process.env.START_AT ?? 0);
await new Promise((r) => setTimeout(r, Math.max(0, startAt - Date.now())));
const handle = await getDbHandle();
try {
  const seeded = await seedDemoIfEmpty(handle.db);
  process.stdout.write(`${JSON.stringify({ seeded })}\n`);
} finally {
  await handle.close();
}
