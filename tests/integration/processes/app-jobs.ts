/**
 * An app process that has just started: the background jobs on DATABASE_URL (job lease LEASE_MS)
 * until the dossier DOSSIER_ID is done or failed (at most 60 s). Prints its status as the last line.
 */
import { eq } from "drizzle-orm";
import { openDatabase } from "@/server/db/client";
import { ctrDossiers } from "@/server/db/schema";
import { startBackgroundJobs } from "@/server/jobs/start";

const env = process.env;
if (!env.DATABASE_URL || !env.DOSSIER_ID) throw new Error("missing env");
const handle = await openDatabase({ url: env.DATABASE_URL });
const stop = startBackgroundJobs(handle.db, { leaseMs: Number(env.LEASE_MS) });
const deadline = Date.now() + 60_000;
let status = "";
while (Date.now() < deadline) {
  const [row] = await handle.db.select().from(ctrDossiers).where(eq(ctrDossiers.id, env.DOSSIER_ID));
  status = row?.status ?? "missing";
  if (status === "done" || status === "failed") break;
  await new Promise((r) => setTimeout(r, 200));
}
stop();
await handle.close();
process.stdout.write(`${status}\n`);
