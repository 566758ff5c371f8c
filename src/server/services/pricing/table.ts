import { and, asc, eq } from "drizzle-orm";
import { dwellLimit, includedDaysBeyondLaw } from "@/domain/pricing/law-limits";
import type { PriceSettings, PriceTable } from "@/domain/pricing/terms";
import type { DbOrTx } from "@/server/db/client";
import { orgs, priceRowNfse, priceRows, priceSettings, priceSurcharges } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

const settingsColumns = {
  includedDays: priceSettings.includedDays,
  extraDayBasis: priceSettings.extraDayBasis,
  extraDayCents: priceSettings.extraDayCents,
  swapCents: priceSettings.swapCents,
  extraTripCents: priceSettings.extraTripCents,
  relocationCents: priceSettings.relocationCents,
  overweightPerTonneCents: priceSettings.overweightPerTonneCents,
};

/** The hauler's table as the domain quotes from it; null until the hauler saved its settings. */
export async function loadPriceTable(db: DbOrTx, orgId: string): Promise<PriceTable | null> {
  const [settings] = await db
    .select(settingsColumns)
    .from(priceSettings)
    .where(eq(priceSettings.orgId, orgId));
  if (!settings) return null;
  const rows = await db
    .select({
      sizeM3: priceRows.sizeM3,
      wasteClass: priceRows.wasteClass,
      clientOrgId: priceRows.clientOrgId,
      rentalCents: priceRows.rentalCents,
      includedTonnes: priceRows.includedTonnes,
    })
    .from(priceRows)
    .where(eq(priceRows.orgId, orgId));
  const surcharges = await db
    .select({
      municipalityId: priceSurcharges.municipalityId,
      surchargeCents: priceSurcharges.surchargeCents,
    })
    .from(priceSurcharges)
    .where(eq(priceSurcharges.orgId, orgId));
  return { settings, rows, surcharges };
}

/** The price screen: settings, rows (with the client's name where a row is a client's) and surcharges. */
export async function readPriceTable(scope: OrgScope) {
  const [settings] = await scope.db
    .select(settingsColumns)
    .from(priceSettings)
    .where(eq(priceSettings.orgId, scope.orgId));
  const rows = await scope.db
    .select({
      id: priceRows.id,
      sizeM3: priceRows.sizeM3,
      wasteClass: priceRows.wasteClass,
      clientOrgId: priceRows.clientOrgId,
      clientName: orgs.legalName,
      rentalCents: priceRows.rentalCents,
      includedTonnes: priceRows.includedTonnes,
      /** cTribNac on this row's NFS-e (null: the NFS-e settings' default). */
      tribNac: priceRowNfse.tribNac,
    })
    .from(priceRows)
    .leftJoin(orgs, eq(orgs.id, priceRows.clientOrgId))
    .leftJoin(
      priceRowNfse,
      and(eq(priceRowNfse.orgId, priceRows.orgId), eq(priceRowNfse.priceRowId, priceRows.id)),
    )
    .where(eq(priceRows.orgId, scope.orgId))
    .orderBy(asc(priceRows.sizeM3), asc(priceRows.wasteClass), asc(orgs.legalName));
  const surcharges = await scope.db
    .select({
      municipalityId: priceSurcharges.municipalityId,
      surchargeCents: priceSurcharges.surchargeCents,
    })
    .from(priceSurcharges)
    .where(eq(priceSurcharges.orgId, scope.orgId))
    .orderBy(asc(priceSurcharges.municipalityId));
  const home = await homeMunicipality(scope);
  return {
    settings: settings ?? null,
    rows,
    surcharges,
    /** The home municipality's limit on how long a caçamba stays (the new table's default included days). */
    dwellLimit: dwellLimit(home),
    lawNote: settings ? includedDaysBeyondLaw(home, settings.includedDays, settings.extraDayBasis) : null,
  };
}

async function homeMunicipality(scope: OrgScope): Promise<string> {
  const [org] = await scope.db
    .select({ municipalityId: orgs.municipalityId })
    .from(orgs)
    .where(eq(orgs.id, scope.orgId));
  return org?.municipalityId ?? "";
}

/**
 * Saves the hauler's charges beyond the rental (audited, before and after). Included days beyond what the
 * home municipality's law lets a caçamba stay are saved (a commercial term) and answered with the law's
 * sentence (`lawNote`), which the screen and every quote in that municipality show.
 */
export async function savePriceSettings(scope: OrgScope, input: PriceSettings) {
  const lawNote = includedDaysBeyondLaw(
    await homeMunicipality(scope),
    input.includedDays,
    input.extraDayBasis,
  );
  return scope.db.transaction(async (tx) => {
    const [before] = await tx
      .select(settingsColumns)
      .from(priceSettings)
      .where(eq(priceSettings.orgId, scope.orgId));
    const values = { ...input, updatedBy: scope.userId, updatedAt: new Date() };
    await tx
      .insert(priceSettings)
      .values({ orgId: scope.orgId, ...values })
      .onConflictDoUpdate({ target: priceSettings.orgId, set: values });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "price.settings_saved",
      entity: "price_settings",
      entityId: scope.orgId,
      before: before ?? null,
      after: input,
    });
    return { ...input, lawNote };
  });
}

export async function hasPriceSettings(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({ orgId: priceSettings.orgId })
    .from(priceSettings)
    .where(and(eq(priceSettings.orgId, orgId)));
  return row !== undefined;
}
