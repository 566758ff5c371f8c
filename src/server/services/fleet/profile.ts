import { eq } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import type { DbOrTx } from "@/server/db/client";
import { haulerProfiles, orgs } from "@/server/db/schema";
import { invalidField, notFound } from "@/server/errors";
import { assertTaxIdFree } from "@/server/services/accounts/tax-id";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

/** The company as the law asks it to be identified: org row (name, CNPJ, yard) plus the hauler profile. */
export async function loadCompany(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({
      orgId: orgs.id,
      kind: orgs.kind,
      legalName: orgs.legalName,
      taxId: orgs.taxId,
      homeMunicipalityId: orgs.municipalityId,
      yardAddress: orgs.yardAddress,
      address: haulerProfiles.address,
      cep: haulerProfiles.cep,
      phone: haulerProfiles.phone,
      complaintsPhone: haulerProfiles.complaintsPhone,
      servedIds: haulerProfiles.municipalityIds,
    })
    .from(orgs)
    .leftJoin(haulerProfiles, eq(haulerProfiles.orgId, orgs.id))
    .where(eq(orgs.id, orgId));
  if (!row) throw notFound("Empresa");
  const { servedIds, homeMunicipalityId, ...rest } = row;
  return { ...rest, homeMunicipalityId, municipalityIds: servedIds ?? [homeMunicipalityId] };
}

export type Company = Awaited<ReturnType<typeof loadCompany>>;

export function getCompany(scope: OrgScope) {
  return loadCompany(scope.db, scope.orgId);
}

export interface CompanyInput {
  legalName: string;
  taxId: string;
  address: string;
  cep: string;
  phone: string;
  complaintsPhone: string;
  yardAddress: string;
  municipalityIds: string[];
}

/** The audit action of a change of the hauler's legal name or CNPJ: the city sees these (`city.identityChanges`). */
export const IDENTITY_CHANGED = "company.identity_changed";

/** Saves the hauler's identification (JF art. 7º, I), served municipalities and closed yard (JF art. 15). */
export function saveCompany(scope: OrgScope, input: CompanyInput) {
  const ids = [...new Set(input.municipalityIds)];
  if (ids.length === 0) throw invalidField("municipalityIds", "Escolha ao menos um município atendido.");
  const unknown = ids.find((id) => !resolveMunicipality(id));
  if (unknown) throw invalidField("municipalityIds", `Município desconhecido: ${unknown}.`);
  return scope.db.transaction(async (tx) => {
    const before = await loadCompany(tx, scope.orgId);
    if (before.kind !== "hauler") throw invalidField("legalName", "Só transportadores têm este cadastro.");
    if (input.taxId !== before.taxId)
      await assertTaxIdFree(tx, {
        kind: "hauler",
        personType: "company",
        taxId: input.taxId,
        orgId: scope.orgId,
      });
    await tx
      .update(orgs)
      .set({ legalName: input.legalName, taxId: input.taxId, yardAddress: input.yardAddress })
      .where(eq(orgs.id, scope.orgId));
    const profile = {
      address: input.address,
      cep: input.cep,
      phone: input.phone,
      complaintsPhone: input.complaintsPhone,
      municipalityIds: ids,
      updatedAt: new Date(),
    };
    await tx
      .insert(haulerProfiles)
      .values({ orgId: scope.orgId, ...profile })
      .onConflictDoUpdate({ target: haulerProfiles.orgId, set: profile });
    const after = await loadCompany(tx, scope.orgId);
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "company.updated",
      entity: "org",
      entityId: scope.orgId,
      before,
      after,
    });
    if (after.legalName !== before.legalName || after.taxId !== before.taxId)
      await writeAudit(tx, {
        orgId: scope.orgId,
        actorUserId: scope.userId,
        action: IDENTITY_CHANGED,
        entity: "org",
        entityId: scope.orgId,
        before: { legalName: before.legalName, taxId: before.taxId },
        after: { legalName: after.legalName, taxId: after.taxId },
      });
    return after;
  });
}
