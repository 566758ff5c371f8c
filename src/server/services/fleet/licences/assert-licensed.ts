import { and, eq, inArray } from "drizzle-orm";
import { type MunicipalityRequirements, requirementsFor } from "@/domain/licensing/requirements";
import { blockedMessage, type LicensingVerdict, licensingVerdict } from "@/domain/licensing/verdict";
import type { DbOrTx } from "@/server/db/client";
import { licences } from "@/server/db/schema";
import { DomainError, invalidField } from "@/server/errors";

/** The verdict and its message are the law module's (`@/domain/licensing`), the same the rules CLI answers. */
export {
  blockedMessage,
  type HeldLicence,
  type LicensingVerdict,
  licensingVerdict,
  type MissingLicence,
} from "@/domain/licensing/verdict";

/** The municipality's licence requirements; a pt-BR BAD_REQUEST when it is not one the platform serves. */
export function requirementsOrRefuse(municipalityId: string): MunicipalityRequirements {
  const req = requirementsFor(municipalityId);
  if (!req)
    throw invalidField("municipalityId", "Município desconhecido: escolha um dos municípios atendidos.");
  return req;
}

/** Whether `haulerOrgId` holds, on `at`'s calendar day in the municipality, every licence its law requires. */
export async function checkHaulerLicensing(
  db: DbOrTx,
  haulerOrgId: string,
  municipalityId: string,
  at: Date,
): Promise<LicensingVerdict> {
  const req = requirementsOrRefuse(municipalityId);
  const kinds = req.required.map((r) => r.kind);
  const held =
    kinds.length === 0
      ? []
      : await db
          .select({ kind: licences.kind, validFrom: licences.validFrom, validUntil: licences.validUntil })
          .from(licences)
          .where(
            and(
              eq(licences.orgId, haulerOrgId),
              eq(licences.municipalityId, req.municipalityId),
              inArray(licences.kind, kinds),
            ),
          );
  return licensingVerdict(req, held, at);
}

/**
 * Throws a `PRECONDITION_FAILED` DomainError citing the article (JF art. 4º–5º, JP art. 18) when the
 * hauler lacks a licence the municipality requires on `at`. Dispatch and CTR issuing call this first.
 */
export async function assertHaulerLicensed(
  db: DbOrTx,
  haulerOrgId: string,
  municipalityId: string,
  at: Date,
): Promise<void> {
  refuseUnlicensed(await checkHaulerLicensing(db, haulerOrgId, municipalityId, at));
}

/** Throws the verdict's `PRECONDITION_FAILED` citing its article unless the hauler is licensed. */
export function refuseUnlicensed(verdict: LicensingVerdict): void {
  if (verdict.licensed) return;
  throw new DomainError("PRECONDITION_FAILED", blockedMessage(verdict), {
    article: verdict.article ?? undefined,
  });
}
