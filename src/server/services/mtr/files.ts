import { and, eq } from "drizzle-orm";
import { type DbOrTx, getDb } from "@/server/db/client";
import { mtrCdfs, mtrs } from "@/server/db/schema";
import { storageKeyOf } from "@/server/services/files/files";
import { storageFromEnv } from "@/server/services/files/storage";

/**
 * The MTR's or the CDF's PDF of a CTR the caller was already authorized to read (its hauler is
 * `haulerOrgId`): the MTR PDF is the hauler's file, the CDF the receiver's. Null when there is none yet.
 */
export async function openMtrPdf(
  haulerOrgId: string,
  ctrId: string,
  which: "mtr" | "cdf",
  db: DbOrTx | null = null,
) {
  db ??= await getDb();
  const [m] = await db
    .select()
    .from(mtrs)
    .where(and(eq(mtrs.orgId, haulerOrgId), eq(mtrs.ctrId, ctrId)));
  if (!m) return null;
  let owner = m.orgId;
  let fileId = m.pdfFileId;
  let name = `MTR-${m.number}.pdf`;
  if (which === "cdf") {
    if (!m.cdfId) return null;
    const [cdf] = await db
      .select({ fileId: mtrCdfs.fileId, number: mtrCdfs.number })
      .from(mtrCdfs)
      .where(and(eq(mtrCdfs.orgId, m.receiverOrgId), eq(mtrCdfs.id, m.cdfId)));
    if (!cdf) return null;
    owner = m.receiverOrgId;
    fileId = cdf.fileId;
    name = `CDF-${cdf.number}.pdf`;
  }
  if (!fileId) return null;
  const key = await storageKeyOf(db, owner, fileId);
  const body = key ? await storageFromEnv().get(key) : null;
  return body ? { body, name } : null;
}
