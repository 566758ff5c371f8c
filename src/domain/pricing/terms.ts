/**
 * A hauler's price table as the domain reads it, and the terms frozen on an order when it is
 * quoted. All money in integer centavos; sizes in m³ (2 places); weights in tonnes (3 places).
 */
export const WASTE_CLASSES = ["A", "B", "C", "D"] as const;
export type WasteClass = (typeof WASTE_CLASSES)[number];
export const EXTRA_DAY_BASES = ["calendar", "business"] as const;
export type ExtraDayBasis = (typeof EXTRA_DAY_BASES)[number];

/** What the hauler charges beyond the rental itself (one per hauler). */
export interface PriceSettings {
  includedDays: number;
  extraDayBasis: ExtraDayBasis;
  extraDayCents: number;
  swapCents: number;
  extraTripCents: number;
  relocationCents: number;
  overweightPerTonneCents: number;
}

/** One line of the table: a size and a waste class, for every client (`clientOrgId` null) or for one. */
export interface PriceRow {
  sizeM3: number;
  wasteClass: WasteClass;
  clientOrgId: string | null;
  rentalCents: number;
  /** Weight the rental includes; each tonne the receiver weighs above it is charged as overweight. */
  includedTonnes: number;
}

export interface PriceTable {
  settings: PriceSettings;
  rows: readonly PriceRow[];
  /** Surcharge by municipality (IBGE-backed id), added once to the rental. */
  surcharges: readonly { municipalityId: string; surchargeCents: number }[];
}

/** The terms an order was quoted on: every later charge of that order (invoice lines) reads these. */
export interface OrderTerms extends PriceSettings {
  sizeM3: number;
  wasteClass: WasteClass;
  rentalCents: number;
  includedTonnes: number;
  municipalityId: string;
  surchargeCents: number;
  /** Whether the rental came from the client's own price (not the general table). */
  clientPrice: boolean;
}

export interface Quote {
  terms: OrderTerms;
  /** Rental + municipality surcharge: what the order costs if nothing beyond it happens. */
  totalCents: number;
}
