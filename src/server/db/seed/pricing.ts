import { dwellLimit } from "@/domain/pricing/law-limits";
import { quoteOrder } from "@/domain/pricing/quote";
import type { WasteClass } from "@/domain/pricing/terms";
import type { Tx } from "@/server/db/client";
import { haulerPixSettings, priceRows, priceSettings } from "@/server/db/schema";
import { loadPriceTable } from "@/server/services/pricing/table";

/** Rental by size (its caçambas are 3, 4 and 5 m³) for classes A and B, in centavos, and the tonnes included. */
const ROWS: { sizeM3: number; wasteClass: WasteClass; rentalCents: number; includedTonnes: number }[] = [
  { sizeM3: 3, wasteClass: "A", rentalCents: 25_000, includedTonnes: 4 },
  { sizeM3: 4, wasteClass: "A", rentalCents: 32_000, includedTonnes: 5 },
  { sizeM3: 5, wasteClass: "A", rentalCents: 38_000, includedTonnes: 6 },
  { sizeM3: 3, wasteClass: "B", rentalCents: 28_000, includedTonnes: 3 },
  { sizeM3: 4, wasteClass: "B", rentalCents: 35_000, includedTonnes: 4 },
  { sizeM3: 5, wasteClass: "B", rentalCents: 42_000, includedTonnes: 5 },
];

/**
 * The demo hauler's price table and Pix key, so a client sees prices and an invoice its Pix QR from the
 * first start. Its included days are what the home municipality's law lets a caçamba stay (Juiz de Fora:
 * 3 business days, JF art. 12, §1º), counted in the law's unit; the Pix key is its CNPJ.
 */
export async function seedPricingDemo(
  tx: Tx,
  hauler: { id: string; taxId: string; municipalityId: string },
  adminUserId: string,
) {
  const limit = dwellLimit(hauler.municipalityId);
  await tx.insert(priceSettings).values({
    orgId: hauler.id,
    includedDays: limit ? Math.floor(limit.days) : 3,
    extraDayBasis: limit?.basis ?? "business",
    extraDayCents: 4_000,
    swapCents: 30_000,
    extraTripCents: 15_000,
    relocationCents: 10_000,
    overweightPerTonneCents: 9_000,
    updatedBy: adminUserId,
  });
  await tx.insert(priceRows).values(ROWS.map((r) => ({ orgId: hauler.id, clientOrgId: null, ...r })));
  await tx.insert(haulerPixSettings).values({
    orgId: hauler.id,
    keyKind: "cnpj",
    key: hauler.taxId,
    receiverName: "Caçambas Halfeld Transportes Ltda.",
    city: "Juiz de Fora",
    updatedBy: adminUserId,
  });
}

/** What a demo order was quoted on its creation, from the table above: its frozen terms and price. */
export async function demoQuote(
  tx: Tx,
  order: { haulerOrgId: string; generatorOrgId: string; municipalityId: string; sizeM3: number },
) {
  const quote = quoteOrder(await loadPriceTable(tx, order.haulerOrgId), {
    sizeM3: order.sizeM3,
    wasteClass: "A",
    municipalityId: order.municipalityId,
    clientOrgId: order.generatorOrgId,
  });
  return { wasteClass: "A" as const, terms: quote?.terms ?? null, quotedCents: quote?.totalCents ?? null };
}
