import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { nfseDocuments } from "@/server/db/schema";
import { openIdentity } from "./cert-store";
import { adnEndpoints } from "./config";
import type { NfseDocument } from "./documents";
import { sefin } from "./sefin-client";
import { loadNfseSettings } from "./settings";

/**
 * The official DANFSe of a note: the one kept, else asked of the ADN (`GET /danfse/{chave}`, over the
 * hauler's A1, bounded by the ADN timeout) and kept. Null when the ADN is absent, offline or has none:
 * the caller falls back to the local rendering, labelled as such.
 */
export async function officialDanfse(db: DbOrTx, doc: NfseDocument): Promise<Buffer | null> {
  if (doc.danfsePdf) return doc.danfsePdf;
  if (!doc.accessKey) return null;
  const settings = await loadNfseSettings(db, doc.orgId);
  if (!settings?.certCiphertext) return null;
  let answer: Awaited<ReturnType<typeof sefin.danfse>>;
  try {
    answer = await sefin.danfse(
      adnEndpoints(doc.environment),
      openIdentity(settings.certCiphertext),
      doc.accessKey,
    );
  } catch {
    // A certificate that no longer opens, or no simulator running: no official copy now.
    return null;
  }
  if (answer.kind !== "pdf") return null;
  await db
    .update(nfseDocuments)
    .set({ danfsePdf: answer.bytes })
    .where(and(eq(nfseDocuments.orgId, doc.orgId), eq(nfseDocuments.id, doc.id)));
  return answer.bytes;
}

/**
 * An event changed the note (cancelled, substituted): the DANFSe kept no longer shows it, so it is
 * dropped and asked of the ADN again the next time it is served.
 */
export function forgetOfficialDanfse(db: DbOrTx, doc: Pick<NfseDocument, "orgId" | "id">) {
  return db
    .update(nfseDocuments)
    .set({ danfsePdf: null })
    .where(and(eq(nfseDocuments.orgId, doc.orgId), eq(nfseDocuments.id, doc.id)));
}
