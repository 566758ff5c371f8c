/**
 * An app process issuing NFS-e: `issueNfse` on DATABASE_URL as SCOPE (JSON) for each invoice in
 * INVOICE_IDS (comma-separated), CONCURRENCY at a time; prints "done" at the end.
 */
import { openDatabase } from "@/server/db/client";
import { issueNfse } from "@/server/services/nfse/issue";

const env = process.env;
if (!env.DATABASE_URL || !env.SCOPE || !env.INVOICE_IDS) throw new Error("missing env");
const handle = await openDatabase({ url: env.DATABASE_URL });
const scope = { ...JSON.parse(env.SCOPE), db: handle.db };
const queue = env.INVOICE_IDS.split(",");
const lanes = Array.from({ length: Number(env.CONCURRENCY ?? 1) }, async () => {
  for (let id = queue.shift(); id; id = queue.shift()) await issueNfse(scope, id);
});
await Promise.all(lanes);
process.stdout.write("done\n");
await handle.close();
