import { describe, expect, it } from "vitest";
import { quoteOrder } from "@/domain/pricing/quote";
import { rentalDays } from "@/domain/pricing/rental-days";
import type { PriceTable } from "@/domain/pricing/terms";

const settings = {
  includedDays: 7,
  extraDayBasis: "calendar" as const,
  extraDayCents: 4000,
  swapCents: 30000,
  extraTripCents: 15000,
  relocationCents: 10000,
  overweightPerTonneCents: 8500,
};
const table: PriceTable = {
  settings,
  rows: [
    { sizeM3: 5, wasteClass: "A", clientOrgId: null, rentalCents: 35000, includedTonnes: 6 },
    { sizeM3: 5, wasteClass: "A", clientOrgId: "vip", rentalCents: 30000, includedTonnes: 6 },
    { sizeM3: 5, wasteClass: "B", clientOrgId: null, rentalCents: 42000, includedTonnes: 4 },
  ],
  surcharges: [{ municipalityId: "joao-pessoa-pb", surchargeCents: 2500 }],
};

describe("quoting an order from the hauler's table", () => {
  it.each([
    ["general row", { clientOrgId: "x", wasteClass: "A", municipalityId: "juiz-de-fora-mg" }, 35000, false],
    [
      "the client's own row wins",
      { clientOrgId: "vip", wasteClass: "A", municipalityId: "juiz-de-fora-mg" },
      30000,
      true,
    ],
    [
      "waste class changes the row",
      { clientOrgId: "x", wasteClass: "B", municipalityId: "juiz-de-fora-mg" },
      42000,
      false,
    ],
    [
      "municipality surcharge added",
      { clientOrgId: "x", wasteClass: "A", municipalityId: "joao-pessoa-pb" },
      37500,
      false,
    ],
  ] as const)("%s", (_, req, total, clientPrice) => {
    const quote = quoteOrder(table, { sizeM3: 5, ...req });
    expect(quote?.totalCents).toBe(total);
    expect(quote?.terms.clientPrice).toBe(clientPrice);
    expect(quote?.terms).toMatchObject({
      includedDays: 7,
      extraDayCents: 4000,
      overweightPerTonneCents: 8500,
    });
  });

  it("no row for that size and class, or no table: no quote", () => {
    expect(
      quoteOrder(table, { sizeM3: 7, wasteClass: "A", clientOrgId: "x", municipalityId: "juiz-de-fora-mg" }),
    ).toBeNull();
    expect(
      quoteOrder(table, { sizeM3: 5, wasteClass: "D", clientOrgId: "x", municipalityId: "juiz-de-fora-mg" }),
    ).toBeNull();
    expect(
      quoteOrder(null, { sizeM3: 5, wasteClass: "A", clientOrgId: "x", municipalityId: "juiz-de-fora-mg" }),
    ).toBeNull();
  });
});

describe("rental days: from the day after placement through the removal day, in the site's zone", () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    // placed Tue 01/12/2026, removed Fri 11/12/2026: 10 calendar days, 3 beyond the 7 included
    ["calendar, 3 extra", "2026-12-01T10:00:00-03:00", "2026-12-11T16:00:00-03:00", "calendar", 7, 10, 3],
    ["calendar, within", "2026-12-01T10:00:00-03:00", "2026-12-08T16:00:00-03:00", "calendar", 7, 7, 0],
    ["same day", "2026-12-01T08:00:00-03:00", "2026-12-01T18:00:00-03:00", "calendar", 7, 0, 0],
    // 01/12 → 11/12/2026 in business days: 02,03,04,07,08,09,10,11 = 8 (weekend skipped)
    [
      "business days skip the weekend",
      "2026-12-01T10:00:00-03:00",
      "2026-12-11T16:00:00-03:00",
      "business",
      5,
      8,
      3,
    ],
    // 24/12 → 28/12/2026: 25 is Christmas, 26–27 weekend → only 28 counts
    [
      "business days skip Christmas",
      "2026-12-24T10:00:00-03:00",
      "2026-12-28T16:00:00-03:00",
      "business",
      0,
      1,
      1,
    ],
    // 23:30 in São Paulo on 01/12 is already 02/12 in UTC: the local day counts
    ["local day, not UTC", "2026-12-01T23:30:00-03:00", "2026-12-02T08:00:00-03:00", "calendar", 0, 1, 1],
  ] as const)("%s", (_, placed, removed, basis, includedDays, used, extra) => {
    const r = rentalDays({
      placedAt: at(placed),
      removedAt: at(removed),
      municipalityId: "juiz-de-fora-mg",
      includedDays,
      basis,
    });
    expect([r.daysUsed, r.extraDays]).toEqual([used, extra]);
  });

  it("a municipal holiday the hauler configured is not a business day", () => {
    const r = rentalDays({
      placedAt: at("2026-12-01T10:00:00-03:00"),
      removedAt: at("2026-12-03T10:00:00-03:00"),
      municipalityId: "juiz-de-fora-mg",
      includedDays: 0,
      basis: "business",
      extraHolidays: ["2026-12-02"],
    });
    expect(r.daysUsed).toBe(1);
  });
});
