import { createHash, randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { DbOrTx } from "@/server/db/client";
import { storedFiles } from "@/server/db/schema";
import type { MtrDeps } from "./deps";

/** Keeps a PDF an MTR system gave (manifest, CDF) as a file of `orgId`; returns its id. */
export async function storeSystemPdf(
  db: DbOrTx,
  deps: MtrDeps,
  file: { orgId: string; uploadedBy: string; purpose: "mtr_pdf" | "cdf_pdf"; name: string; bytes: Buffer },
): Promise<string> {
  const id = randomUUID();
  const storageKey = `${file.orgId}/${file.purpose}/${id}.pdf`;
  await mkdir(deps.files.tempDir, { recursive: true });
  const tempPath = join(deps.files.tempDir, randomUUID());
  await writeFile(tempPath, file.bytes);
  await deps.files.storage.putFromTempFile(storageKey, tempPath, "application/pdf", file.bytes.length);
  await db.insert(storedFiles).values({
    orgId: file.orgId,
    id,
    storageKey,
    purpose: file.purpose,
    originalName: file.name,
    contentType: "application/pdf",
    sizeBytes: file.bytes.length,
    sha256: createHash("sha256").update(file.bytes).digest("hex"),
    uploadedBy: file.uploadedBy,
  });
  return id;
}
