import type { OrgScope } from "@/server/services/context";
import { issueInvoice } from "@/server/services/invoicing/transitions";
import { issueNfse } from "./issue";
import { loadNfseSettings } from "./settings";

/**
 * Issues the invoice and, when the hauler turned on "NFS-e ao emitir", its NFS-e right after. The
 * invoice is issued whatever the NFS-e's fate: a refusal or a silence shows on the invoice page.
 */
export async function issueInvoiceAndNfse(scope: OrgScope, id: string, now = new Date()) {
  const issued = await issueInvoice(scope, id, now);
  const settings = await loadNfseSettings(scope.db, scope.orgId);
  if (!settings?.autoIssue || !settings.certCiphertext) return { ...issued, nfse: null, nfseProblem: null };
  try {
    return { ...issued, nfse: await issueNfse(scope, id, now), nfseProblem: null };
  } catch (e) {
    return { ...issued, nfse: null, nfseProblem: e instanceof Error ? e.message : String(e) };
  }
}
