/**
 * The app process a generator asks for a site dossier: `startDossier` on DATABASE_URL with the
 * scope in SCOPE (JSON) for SITE_ID and a lease of LEASE_MS; prints the dossier id as soon as it is
 * queued and goes on building (the test kills it there).
 */
import { openDatabase } from "@/server/db/client";
import { startDossier } from "@/server/services/ctr/dossier";

const env = process.env;
if (!env.DATABASE_URL || !env.SCOPE || !env.SITE_ID) throw new Error("missing env");
const handle = await openDatabase({ url: env.DATABASE_URL });
const started = await startDossier({ ...JSON.parse(env.SCOPE), db: handle.db }, env.SITE_ID, {
  leaseMs: Number(env.LEASE_MS),
});
process.stdout.write(`${started.id}\n`);
await started.done;
await handle.close();
