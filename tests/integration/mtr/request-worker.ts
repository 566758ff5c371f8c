/**
 * One "app process" for the MTR once-per-CTR test: its own pool on DATABASE_URL, then at once three
 * "Emitir MTR" clicks and two worker rounds for the same CTR, through the real services. Prints the
 * numbers it saw as one JSON line. Env: DATABASE_URL, ORG_ID, USER_ID, CTR_ID, MTR_*_URL.
 */
import { openDatabase } from "@/server/db/client";
import { mtrDepsFromEnv } from "@/server/services/mtr/deps";
import { requestMtr } from "@/server/services/mtr/request";
import { runDueMtrs } from "@/server/services/mtr/worker";

const env = process.env;
if (!env.DATABASE_URL || !env.ORG_ID || !env.USER_ID || !env.CTR_ID) throw new Error("missing env");
const handle = await openDatabase({ url: env.DATABASE_URL });
const scope = {
  db: handle.db,
  userId: env.USER_ID,
  orgId: env.ORG_ID,
  orgKind: "hauler" as const,
  role: "dispatcher" as const,
  isManager: false,
};
const ctrId = env.CTR_ID;
try {
  const deps = mtrDepsFromEnv();
  const seen = await Promise.all([
    ...Array.from({ length: 3 }, () => requestMtr(scope, ctrId, deps).then((m) => m.number ?? m.status)),
    ...Array.from({ length: 2 }, () => runDueMtrs(handle.db, deps, new Date()).then(() => "round")),
  ]);
  process.stdout.write(`${JSON.stringify(seen)}\n`);
} finally {
  await handle.close();
}
