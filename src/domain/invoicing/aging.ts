/**
 * Receivables aging: what a client still owes, by how late it is on the due date — a vencer (not yet
 * due, due today included), vencidas 1–30, 31–60 and mais de 60 dias. Dates are calendar dates
 * (`aaaa-mm-dd`) on the hauler's wall clock; the caller passes today.
 */
export const AGING_BUCKETS = ["current", "d1to30", "d31to60", "over60"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_LABEL: Record<AgingBucket, string> = {
  current: "A vencer",
  d1to30: "Vencidas 1–30 dias",
  d31to60: "Vencidas 31–60 dias",
  over60: "Vencidas há mais de 60 dias",
};

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

/** Whole days past the due date (0 or less: not late). */
export const daysLate = (dueDate: string, today: string) => dayNumber(today) - dayNumber(dueDate);

export function bucketOf(dueDate: string, today: string): AgingBucket {
  const late = daysLate(dueDate, today);
  if (late <= 0) return "current";
  if (late <= 30) return "d1to30";
  if (late <= 60) return "d31to60";
  return "over60";
}

export type Aging = Record<AgingBucket, number> & { totalCents: number };

/** Sums balances (centavos) into the four buckets and their total. */
export function aging(items: readonly { dueDate: string; balanceCents: number }[], today: string): Aging {
  const out: Aging = { current: 0, d1to30: 0, d31to60: 0, over60: 0, totalCents: 0 };
  for (const item of items) {
    if (item.balanceCents <= 0) continue;
    out[bucketOf(item.dueDate, today)] += item.balanceCents;
    out.totalCents += item.balanceCents;
  }
  return out;
}
