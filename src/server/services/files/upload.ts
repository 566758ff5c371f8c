import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, unlink } from "node:fs/promises";
import { join } from "node:path";
import { cleanFileName } from "@/lib/validators";
import { storedFiles } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { EXTENSION, SNIFF_BYTES, type SniffedType, sniffType, TYPE_LABEL } from "./sniff";
import { dataDir, type FileStorage, maxUploadBytes, storageFromEnv } from "./storage";

export const FILE_PURPOSES = {
  licence_document: ["application/pdf", "image/jpeg", "image/png"],
  inspection_photo: ["image/jpeg", "image/png"],
  /** Photo of a load at the receiver's gate (CTR receipt). */
  ctr_receipt_photo: ["image/jpeg", "image/png"],
  org_request_document: ["application/pdf", "image/jpeg", "image/png"],
  job_photo: ["image/jpeg", "image/png"],
  /** The client's signature drawn on the driver's phone at drop-off or pick-up. */
  job_signature: ["image/png"],
  /** Files of an offender's defence against a citation (auto de infração). */
  citation_defence: ["application/pdf", "image/jpeg", "image/png"],
} as const satisfies Record<string, readonly SniffedType[]>;
export type FilePurpose = keyof typeof FILE_PURPOSES;

export function isFilePurpose(v: string): v is FilePurpose {
  return Object.hasOwn(FILE_PURPOSES, v);
}

/** An upload refused before anything was stored; `status` is the HTTP status to answer. */
export class UploadRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadDeps {
  storage: FileStorage;
  maxBytes: number;
  tempDir: string;
}

export function uploadDepsFromEnv(env: NodeJS.ProcessEnv = process.env): UploadDeps {
  return { storage: storageFromEnv(env), maxBytes: maxUploadBytes(env), tempDir: join(dataDir(env), "tmp") };
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}

/** Streams `body` to a temp file, refusing as soon as it is too big or its first bytes are not an allowed type. */
async function spool(body: AsyncIterable<Uint8Array>, purpose: FilePurpose, deps: UploadDeps) {
  await mkdir(deps.tempDir, { recursive: true });
  const tempPath = join(deps.tempDir, randomUUID());
  const out = createWriteStream(tempPath);
  const hash = createHash("sha256");
  let size = 0;
  let head = Buffer.alloc(0);
  let type: SniffedType | null = null;
  const allowed: readonly SniffedType[] = FILE_PURPOSES[purpose];
  const refuse = (mime: string | null) =>
    new UploadRejected(
      415,
      `Tipo de arquivo não aceito${mime ? ` (${mime})` : ""}: envie ${allowed.map((t) => TYPE_LABEL[t]).join(", ")}. O tipo é conferido pelo conteúdo, não pelo nome.`,
    );
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > deps.maxBytes)
        throw new UploadRejected(413, `Arquivo grande demais: o limite é ${mib(deps.maxBytes)}.`);
      if (!type) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          type = sniffType(head);
          if (!type || !allowed.includes(type)) throw refuse(type ? TYPE_LABEL[type] : null);
        }
      }
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((r) => out.once("drain", () => r()));
    }
    if (size === 0) throw new UploadRejected(400, "Arquivo vazio: escolha o arquivo de novo.");
    type ??= sniffType(head);
    if (!type || !allowed.includes(type)) throw refuse(null);
    await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
    return { tempPath, size, type, sha256: hash.digest("hex") };
  } catch (e) {
    // The file is opened asynchronously: unlinking before the stream has closed would let the open
    // create it again afterwards, leaving an empty file behind.
    if (!out.closed) await new Promise<void>((resolve) => out.destroy().once("close", () => resolve()));
    await unlink(tempPath).catch(() => {});
    throw e;
  }
}

/** Stores an upload for the caller's org: streamed, size-limited, typed by content, audited. */
export async function storeUpload(
  scope: OrgScope,
  input: { purpose: FilePurpose; originalName: string; body: AsyncIterable<Uint8Array> },
  deps: UploadDeps = uploadDepsFromEnv(),
) {
  const spooled = await spool(input.body, input.purpose, deps);
  const id = randomUUID();
  const storageKey = `${scope.orgId}/${input.purpose}/${id}.${EXTENSION[spooled.type]}`;
  try {
    await deps.storage.putFromTempFile(storageKey, spooled.tempPath, spooled.type, spooled.size);
  } catch (e) {
    await unlink(spooled.tempPath).catch(() => {});
    throw e;
  }
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        orgId: scope.orgId,
        id,
        storageKey,
        purpose: input.purpose,
        originalName: cleanFileName(input.originalName) || `arquivo.${EXTENSION[spooled.type]}`,
        contentType: spooled.type,
        sizeBytes: spooled.size,
        sha256: spooled.sha256,
        uploadedBy: scope.userId,
      })
      .returning({
        id: storedFiles.id,
        originalName: storedFiles.originalName,
        contentType: storedFiles.contentType,
        sizeBytes: storedFiles.sizeBytes,
      });
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "file.uploaded",
      entity: "file",
      entityId: id,
      after: { ...row, purpose: input.purpose, sha256: spooled.sha256 },
    });
    return row;
  });
}
