import { and, asc, eq } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import { isoDateIn } from "@/lib/format";
import { licences } from "@/server/db/schema";
import { invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { assertOwnFiles } from "@/server/services/files/files";
import type { LicenceKind } from "./requirements";
import { licenceStatus } from "./status";

const columns = {
  id: licences.id,
  kind: licences.kind,
  number: licences.number,
  municipalityId: licences.municipalityId,
  validFrom: licences.validFrom,
  validUntil: licences.validUntil,
  documentFileId: licences.documentFileId,
};

type LicenceRow = { validFrom: string; validUntil: string; municipalityId: string };

/** Adds the status computed for `at`'s calendar day in the issuing municipality. */
export function withStatus<T extends LicenceRow>(row: T, at: Date) {
  const tz = resolveMunicipality(row.municipalityId)?.timeZone;
  return { ...row, status: licenceStatus(row.validFrom, row.validUntil, isoDateIn(at, tz)) };
}

export async function listLicences(scope: OrgScope, at = new Date()) {
  const rows = await scope.db
    .select(columns)
    .from(licences)
    .where(eq(licences.orgId, scope.orgId))
    .orderBy(asc(licences.validUntil));
  return rows.map((r) => withStatus(r, at));
}

export interface NewLicence {
  kind: LicenceKind;
  number: string;
  municipalityId: string;
  validFrom: string;
  validUntil: string;
  documentFileId?: string | null;
}

export function createLicence(scope: OrgScope, input: NewLicence) {
  if (!resolveMunicipality(input.municipalityId))
    throw invalidField("municipalityId", "Município desconhecido: escolha o município que emitiu a licença.");
  if (input.validUntil < input.validFrom)
    throw invalidField("validUntil", "A validade termina antes de começar: confira as datas.");
  return scope.db.transaction(async (tx) => {
    if (input.documentFileId)
      await assertOwnFiles(
        tx,
        scope.orgId,
        [input.documentFileId],
        "licence_document",
        "Documento da licença",
      );
    const [row] = await tx
      .insert(licences)
      .values({
        ...input,
        documentFileId: input.documentFileId ?? null,
        orgId: scope.orgId,
        createdBy: scope.userId,
      })
      .returning(columns);
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "licence.created",
      entity: "licence",
      entityId: row.id,
      after: row,
    });
    return withStatus(row, new Date());
  });
}

/** Attaches (or replaces) the scanned document of a licence. */
export function attachLicenceDocument(scope: OrgScope, input: { id: string; documentFileId: string }) {
  return scope.db.transaction(async (tx) => {
    const where = and(eq(licences.orgId, scope.orgId), eq(licences.id, input.id));
    const [before] = await tx.select(columns).from(licences).where(where);
    if (!before) throw notFound("Licença");
    await assertOwnFiles(tx, scope.orgId, [input.documentFileId], "licence_document", "Documento da licença");
    const [after] = await tx
      .update(licences)
      .set({ documentFileId: input.documentFileId })
      .where(where)
      .returning(columns);
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "licence.document_attached",
      entity: "licence",
      entityId: input.id,
      before,
      after,
    });
    return after;
  });
}
