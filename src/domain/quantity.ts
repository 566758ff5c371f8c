/**
 * Decimal quantities (m³, t, m) as PostgreSQL's `numeric(p, s)` keeps them. A JS number reaches the
 * database as its shortest decimal text (`String(1.005)` is "1.005") and PostgreSQL rounds that text
 * half away from zero ("1.01"); `toFixed` rounds the binary value instead (1.005 is 1.00499… → "1.00").
 * `formatDecimal` rounds the way the column does, so a hash or a print of a value is of what is stored.
 */

/** The shortest round-trip decimal of `value` without an exponent ("1e-7" → "0.0000001"). */
function plainDecimal(value: number): string {
  const s = String(Math.abs(value));
  if (!s.includes("e")) return s;
  const [mantissa = "0", exponent = "0"] = s.split("e");
  const [int = "0", frac = ""] = mantissa.split(".");
  const digits = int + frac;
  const point = int.length + Number(exponent);
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** `value` with exactly `places` decimals, rounded as `numeric(p, places)` stores it. */
export function formatDecimal(value: number, places: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const [int = "0", frac = ""] = plainDecimal(value).split(".");
  let units = BigInt(int + frac.padEnd(places, "0").slice(0, places));
  if ((frac[places] ?? "0") >= "5") units += 1n;
  const text = units.toString().padStart(places + 1, "0");
  const out = places > 0 ? `${text.slice(0, -places)}.${text.slice(-places)}` : text;
  return value < 0 && units !== 0n ? `-${out}` : out;
}

/** The number a `numeric(p, places)` column keeps for `value`. */
export function storedDecimal(value: number, places: number): number {
  return Number(formatDecimal(value, places));
}

/** Whether `value` is kept as is by a column with `places` decimals (no rounding on the way in). */
export function hasAtMostPlaces(value: number, places: number): boolean {
  return Number.isFinite(value) && storedDecimal(value, places) === value;
}

/**
 * The precision of each quantity, once: what the forms accept, the columns keep, the CTR hash and the
 * PDFs print. Volumes in m³ and lengths in m to the centimetre (2), weights in t to the kilogram (3).
 */
export const QUANTITY_PLACES = { volumeM3: 2, lengthM: 2, capacityT: 2, weightT: 3, factor: 4 } as const;

/**
 * The caçamba sizes the product supports, in m³: from the 1 m³ bag-sized box to the 30 m³ roll-on/roll-off
 * container, the largest a hook-lift truck carries. No law here sets a size (JF, JP, CM and Indiavaí are
 * silent); a price, an order or a caçamba outside it is refused rather than promised.
 */
export const CACAMBA_SIZE_M3 = { min: 1, max: 30 } as const;
