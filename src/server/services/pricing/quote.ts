import { includedDaysBeyondLaw } from "@/domain/pricing/law-limits";
import { quoteOrder } from "@/domain/pricing/quote";
import type { Quote, WasteClass } from "@/domain/pricing/terms";
import type { DbOrTx } from "@/server/db/client";
import type { OrgScope } from "@/server/services/context";
import { assertHaulerServes, siteOf } from "@/server/services/dispatch/clients";
import { loadPriceTable } from "./table";

export interface QuoteFor {
  haulerOrgId: string;
  generatorOrgId: string;
  siteId: string;
  sizeM3: number;
  wasteClass: WasteClass;
}

/** The price the hauler's table gives this order now (site checked to be the generator's). */
export async function quoteFor(db: DbOrTx, q: QuoteFor): Promise<Quote | null> {
  const site = await siteOf(db, q.generatorOrgId, q.siteId);
  const table = await loadPriceTable(db, q.haulerOrgId);
  return quoteOrder(table, {
    sizeM3: q.sizeM3,
    wasteClass: q.wasteClass,
    municipalityId: site.municipalityId,
    clientOrgId: q.generatorOrgId,
  });
}

/** Client portal: the price shown before the client confirms the order. */
export async function quoteForClient(
  scope: OrgScope,
  input: { haulerOrgId: string; siteId: string; sizeM3: number; wasteClass: WasteClass },
) {
  await assertHaulerServes(scope.db, input.haulerOrgId, scope.orgId);
  const quote = await quoteFor(scope.db, { ...input, generatorOrgId: scope.orgId });
  const { terms } = quote ?? {};
  return {
    quote,
    /** The site's law on how long the caçamba may stay, when the included days promise more. */
    lawNote: terms
      ? includedDaysBeyondLaw(terms.municipalityId, terms.includedDays, terms.extraDayBasis)
      : null,
  };
}
