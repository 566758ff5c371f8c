import { centsPerTonneTimesKg, tonnesToKg } from "../pricing/money";
import { rentalDays } from "../pricing/rental-days";
import type { OrderTerms } from "../pricing/terms";

export const LINE_KINDS = [
  "rental",
  "surcharge",
  "extra_days",
  "overweight",
  "swap",
  "extra_trip",
  "relocation",
  "other",
] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export interface InvoiceLine {
  kind: LineKind;
  description: string;
  /** Days, tonnes (3 places), services; 1 for the rental. */
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** What happened on one order, as the dispatch and the CTRs recorded it. */
export interface OrderFacts {
  orderLabel: string;
  /** First drop-off; null while the caçamba was never placed. */
  placedAt: Date | null;
  /** Final pick-up; null while it is still on the street (the invoice counts up to `asOf`). */
  removedAt: Date | null;
  swaps: number;
  extraTrips: number;
  relocations: number;
  /** Loads weighed by the receiver (CTR received weight, tonnes). */
  loads: readonly { ctrNumber: string; weightT: number }[];
}

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const tonnes = (t: number) =>
  t.toLocaleString("pt-BR", { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const times = (n: number, unitCents: number) => n * unitCents;

/**
 * The lines of one order from its frozen terms and what happened: the rental (and the municipality's
 * surcharge), the days beyond the included ones — the rental runs from the first drop-off to the final
 * pick-up; a troca does not restart it —, each load's weight above the included tonnes, and each troca,
 * extra trip and relocation.
 */
export function orderLines(
  terms: OrderTerms,
  facts: OrderFacts,
  asOf: Date,
  extraHolidays: readonly string[] = [],
) {
  const lines: InvoiceLine[] = [
    {
      kind: "rental",
      description: `Locação de caçamba ${terms.sizeM3.toLocaleString("pt-BR")} m³, classe ${terms.wasteClass} — ${facts.orderLabel} (inclui ${terms.includedDays} dias)`,
      quantity: 1,
      unitCents: terms.rentalCents,
      amountCents: terms.rentalCents,
    },
  ];
  if (terms.surchargeCents > 0)
    lines.push({
      kind: "surcharge",
      description: "Acréscimo do município",
      quantity: 1,
      unitCents: terms.surchargeCents,
      amountCents: terms.surchargeCents,
    });
  if (facts.placedAt) {
    const days = rentalDays({
      placedAt: facts.placedAt,
      removedAt: facts.removedAt ?? asOf,
      municipalityId: terms.municipalityId,
      includedDays: terms.includedDays,
      basis: terms.extraDayBasis,
      extraHolidays,
    });
    if (days.extraDays > 0)
      lines.push({
        kind: "extra_days",
        description: `Dias extras (${terms.extraDayBasis === "business" ? "dias úteis" : "dias corridos"}): colocada em ${brDate(days.placedDate)}, ${facts.removedAt ? "retirada" : "na rua até"} ${brDate(days.removedDate)}, ${days.daysUsed} dias de ${terms.includedDays} incluídos`,
        quantity: days.extraDays,
        unitCents: terms.extraDayCents,
        amountCents: times(days.extraDays, terms.extraDayCents),
      });
  }
  const includedKg = tonnesToKg(terms.includedTonnes);
  for (const load of facts.loads) {
    const overKg = tonnesToKg(load.weightT) - includedKg;
    if (overKg > 0)
      lines.push({
        kind: "overweight",
        description: `Excesso de peso, CTR ${load.ctrNumber}: ${tonnes(load.weightT)} t pesadas no receptor, ${tonnes(terms.includedTonnes)} t incluídas`,
        quantity: overKg / 1000,
        unitCents: terms.overweightPerTonneCents,
        amountCents: centsPerTonneTimesKg(terms.overweightPerTonneCents, overKg),
      });
  }
  const services = [
    ["swap", "Troca de caçamba", facts.swaps, terms.swapCents],
    ["extra_trip", "Viagem extra", facts.extraTrips, terms.extraTripCents],
    ["relocation", "Mudança de lugar", facts.relocations, terms.relocationCents],
  ] as const;
  for (const [kind, description, count, unitCents] of services)
    if (count > 0)
      lines.push({ kind, description, quantity: count, unitCents, amountCents: times(count, unitCents) });
  return lines;
}
