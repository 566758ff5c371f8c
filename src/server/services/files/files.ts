import { and, eq } from "drizzle-orm";
import { idSchema } from "@/lib/validators";
import { type DbOrTx, getDb } from "@/server/db/client";
import { storedFiles } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { type FileStorage, storageFromEnv } from "./storage";

const columns = {
  id: storedFiles.id,
  purpose: storedFiles.purpose,
  originalName: storedFiles.originalName,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  createdAt: storedFiles.createdAt,
};

/** A file of the caller's org (metadata only); NOT_FOUND for any other org's id. */
export async function getFile(scope: OrgScope, id: string) {
  // A route's path segment, not yet validated: no id of another shape reaches the database.
  if (!idSchema.safeParse(id).success) throw notFound("Arquivo");
  const [row] = await scope.db
    .select(columns)
    .from(storedFiles)
    .where(and(eq(storedFiles.orgId, scope.orgId), eq(storedFiles.id, id)));
  if (!row) throw notFound("Arquivo");
  return row;
}

/** The storage key, for the download route, after `getFile` authorized the caller. */
export async function storageKeyOf(db: DbOrTx, orgId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(and(eq(storedFiles.orgId, orgId), eq(storedFiles.id, id)));
  return row?.key ?? null;
}

export interface OpenedFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  sizeBytes: number;
}

/**
 * The bytes of a file of `orgId`, for a download route after a procedure authorized the caller (the
 * route never touches the database). Null when the row or its bytes are missing.
 */
export async function openStoredFile(
  ref: { orgId: string; fileId: string },
  deps: { db?: DbOrTx; storage?: FileStorage } = {},
): Promise<OpenedFile | null> {
  const db = deps.db ?? (await getDb());
  const [meta] = await db
    .select({
      key: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.orgId, ref.orgId), eq(storedFiles.id, ref.fileId)));
  const body = meta ? await (deps.storage ?? storageFromEnv()).get(meta.key) : null;
  return meta && body ? { body, contentType: meta.contentType, sizeBytes: meta.sizeBytes } : null;
}

/** Throws NOT_FOUND unless every id is a file of `orgId` with `purpose`. */
export async function assertOwnFiles(
  db: DbOrTx,
  orgId: string,
  ids: string[],
  purpose: string,
  what: string,
) {
  for (const id of new Set(ids)) {
    const [row] = await db
      .select({ purpose: storedFiles.purpose })
      .from(storedFiles)
      .where(and(eq(storedFiles.orgId, orgId), eq(storedFiles.id, id)));
    if (!row || row.purpose !== purpose) throw notFound(what);
  }
}
