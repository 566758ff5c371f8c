/**
 * An app process issuing NFS-e on DATABASE_URL as SCOPE (JSON) for each invoice in INVOICE_IDS
 * (comma-separated), CONCURRENCY at a time; prints "done" at the end. MODE=nfse (default): the
 * "Emitir NFS-e" click (`issueNfse`). MODE=invoice: the invoice's own "Emitir fatura" with the
 * auto-issue setting (`issueInvoiceAndNfse`); when another process issued that invoice first (its
 * refusal), the NFS-e click follows at once, racing the other process's auto-issue.
 */
import { openDatabase } from "@/server/db/client";
import { issueInvoiceAndNfse } from "@/server/services/nfse/auto-issue";
import { issueNfse } from "@/server/services/nfse/issue";

const env = process.env;
if (!env.DATABASE_URL || !env.SCOPE || !env.INVOICE_IDS) throw new Error("missing env");
const handle = await openDatabase({ url: env.DATABASE_URL });
const scope = { ...JSON.parse(env.SCOPE), db: handle.db };
const queue = env.INVOICE_IDS.split(",");
const one =
  env.MODE === "invoice"
    ? (id: string) => issueInvoiceAndNfse(scope, id).catch(() => issueNfse(scope, id))
    : (id: string) => issueNfse(scope, id);
const lanes = Array.from({ length: Number(env.CONCURRENCY ?? 1) }, async () => {
  for (let id = queue.shift(); id; id = queue.shift()) await one(id);
});
await Promise.all(lanes);
process.stdout.write("done\n");
await handle.close();
