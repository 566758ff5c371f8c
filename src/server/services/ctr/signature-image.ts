import { createHash, randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { DbOrTx } from "@/server/db/client";
import type { CtrSignatureRecord } from "@/server/db/schema";
import { storedFiles } from "@/server/db/schema";
import { invalidField } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { sniffType } from "@/server/services/files/sniff";
import { type UploadDeps, uploadDepsFromEnv } from "@/server/services/files/upload";

/** A drawn signature is a small PNG: a phone canvas gives 5–30 KB; past this it is not a signature. */
export const SIGNATURE_MAX_BYTES = 100 * 1024;
export const SIGNATURE_PURPOSE = "ctr_signature";
/** Base64 of `SIGNATURE_MAX_BYTES`, with room for a `data:image/png;base64,` prefix. */
export const SIGNATURE_MAX_BASE64 = Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4 + 32;

const TOO_BIG = "A assinatura desenhada passa de 100 KB: toque em “Limpar” e assine de novo.";
const NOT_PNG = "A assinatura desenhada não é uma imagem PNG válida: toque em “Limpar” e assine de novo.";

/**
 * The drawn signature sent by a form (base64, with or without a `data:image/png;base64,` prefix),
 * checked by its content: PNG magic bytes and IHDR chunk, at most `SIGNATURE_MAX_BYTES`.
 * Throws a pt-BR BAD_REQUEST on `field` otherwise.
 */
export function decodeSignaturePng(value: string, field = "signaturePng"): Buffer {
  const base64 = value.replace(/^data:image\/png;base64,/, "").replace(/\s+/g, "");
  if (base64.length > SIGNATURE_MAX_BASE64) throw invalidField(field, TOO_BIG);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw invalidField(field, NOT_PNG);
  const png = Buffer.from(base64, "base64");
  if (png.length > SIGNATURE_MAX_BYTES) throw invalidField(field, TOO_BIG);
  const ihdr = png.subarray(12, 16).toString("latin1") === "IHDR";
  if (sniffType(png.subarray(0, 8)) !== "image/png" || png.length < 33 || !ihdr)
    throw invalidField(field, NOT_PNG);
  return png;
}

/** A drawn signature already in storage, and the metadata row it still needs. */
export interface SignatureFileRow {
  id: string;
  storageKey: string;
  purpose: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

/**
 * Puts a drawn signature with the other files (local disk or S3) as a file of the caller's org, the
 * one that took the signature, and returns its metadata row, still to be inserted with the signature
 * record it belongs to (`storeSignatureImage`, or the CTR's own statement at issue).
 */
export async function putSignatureImage(
  scope: OrgScope,
  png: Buffer,
  deps: Pick<UploadDeps, "storage" | "tempDir"> = uploadDepsFromEnv(),
): Promise<SignatureFileRow> {
  const id = randomUUID();
  const storageKey = `${scope.orgId}/${SIGNATURE_PURPOSE}/${id}.png`;
  await mkdir(deps.tempDir, { recursive: true });
  const tempPath = join(deps.tempDir, randomUUID());
  await writeFile(tempPath, png);
  await deps.storage.putFromTempFile(storageKey, tempPath, "image/png", png.length);
  return {
    id,
    storageKey,
    purpose: SIGNATURE_PURPOSE,
    originalName: "assinatura.png",
    contentType: "image/png",
    sizeBytes: png.length,
    sha256: createHash("sha256").update(png).digest("hex"),
  };
}

/**
 * Keeps a drawn signature (`putSignatureImage`) and its metadata row in `stored_files`. Call inside
 * the transaction of the signature record once every check has passed: the row commits or rolls back
 * with it.
 */
export async function storeSignatureImage(
  tx: DbOrTx,
  scope: OrgScope,
  png: Buffer,
  deps: Pick<UploadDeps, "storage" | "tempDir"> = uploadDepsFromEnv(),
): Promise<string> {
  const file = await putSignatureImage(scope, png, deps);
  await tx.insert(storedFiles).values({ orgId: scope.orgId, ...file, uploadedBy: scope.userId });
  return file.id;
}

/** The signature block (name, role, time) with the drawing's file id when one was drawn. */
export function signatureRecord(
  base: Omit<CtrSignatureRecord, "imageFileId">,
  imageFileId: string | null,
): CtrSignatureRecord {
  return imageFileId ? { ...base, imageFileId } : base;
}
