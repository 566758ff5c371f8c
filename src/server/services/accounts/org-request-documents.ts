import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { memberships, orgs, storedFiles } from "@/server/db/schema";
import { forbidden, notFound } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";

export const ORG_REQUEST_DOCUMENT = "org_request_document";

/**
 * The upload grant of someone whose receiver or city is awaiting approval: they may add documents
 * to that request, and nothing else, until a superadmin decides.
 */
export async function pendingOrgGrant(db: Db, userId: string): Promise<Omit<OrgScope, "db">> {
  const [row] = await db
    .select({ orgId: orgs.id, orgKind: orgs.kind, role: memberships.role })
    .from(memberships)
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true), eq(orgs.status, "pending")));
  if (!row)
    throw forbidden("Só quem pediu o cadastro envia documentos, e só enquanto o pedido está em análise.");
  return { userId, orgId: row.orgId, orgKind: row.orgKind, role: row.role, isManager: true };
}

const columns = {
  orgId: storedFiles.orgId,
  id: storedFiles.id,
  originalName: storedFiles.originalName,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  createdAt: storedFiles.createdAt,
};

export function listRequestDocuments(db: Db, orgIds: string[]) {
  if (orgIds.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(storedFiles)
    .where(and(inArray(storedFiles.orgId, orgIds), eq(storedFiles.purpose, ORG_REQUEST_DOCUMENT)))
    .orderBy(asc(storedFiles.createdAt));
}

/** A request document for the superadmin to read: only files of that purpose, of that org. */
export async function requestDocumentForReview(db: Db, input: { orgId: string; id: string }) {
  const [file] = await db
    .select({ ...columns, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.orgId, input.orgId),
        eq(storedFiles.id, input.id),
        eq(storedFiles.purpose, ORG_REQUEST_DOCUMENT),
      ),
    );
  if (!file) throw notFound("Documento");
  return file;
}
