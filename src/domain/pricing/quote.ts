import type { OrderTerms, PriceTable, Quote, WasteClass } from "./terms";

export interface QuoteRequest {
  sizeM3: number;
  wasteClass: WasteClass;
  municipalityId: string;
  clientOrgId: string;
}

/**
 * The price of an order from the hauler's table: the client's own row for that size and class if
 * it has one, else the general row; plus the site's municipality surcharge. Null when the table has
 * no row for that size and class (the hauler then quotes by hand).
 */
export function quoteOrder(table: PriceTable | null, request: QuoteRequest): Quote | null {
  if (!table) return null;
  const matches = table.rows.filter(
    (r) => r.sizeM3 === request.sizeM3 && r.wasteClass === request.wasteClass,
  );
  const own = matches.find((r) => r.clientOrgId === request.clientOrgId);
  const row = own ?? matches.find((r) => r.clientOrgId === null);
  if (!row) return null;
  const surchargeCents =
    table.surcharges.find((s) => s.municipalityId === request.municipalityId)?.surchargeCents ?? 0;
  const terms: OrderTerms = {
    ...table.settings,
    sizeM3: row.sizeM3,
    wasteClass: row.wasteClass,
    rentalCents: row.rentalCents,
    includedTonnes: row.includedTonnes,
    municipalityId: request.municipalityId,
    surchargeCents,
    clientPrice: own !== undefined,
  };
  return { terms, totalCents: row.rentalCents + surchargeCents };
}
