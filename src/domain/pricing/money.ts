/**
 * Money in integer centavos, and the one rounding of the app: half away from zero, to the centavo,
 * done in integer arithmetic (no binary fractions). Every price that is a rate times a quantity
 * (R$/t × weighed tonnes) or a share of an amount (a discount in %) goes through `divRound`.
 */

/** `numerator / denominator` rounded half away from zero; both integers, denominator > 0. */
export function divRound(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError(
      `divRound needs safe integers and a positive denominator: ${numerator}/${denominator}`,
    );
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const q = Math.floor(n / denominator);
  const r = n - q * denominator;
  return sign * (2 * r >= denominator ? q + 1 : q) + 0;
}

/** A rate in centavos per tonne times a weight in kilograms (tonnes to 3 places), to the centavo. */
export function centsPerTonneTimesKg(centsPerTonne: number, kg: number): number {
  return divRound(centsPerTonne * kg, 1000);
}

/** A share of `cents` given in basis points (10000 = 100%; 1050 = 10,5%), to the centavo. */
export function shareOf(cents: number, basisPoints: number): number {
  return divRound(cents * basisPoints, 10_000);
}

/** Tonnes as the CTR keeps them (3 places) → whole kilograms, without binary drift (1.005 t → 1005 kg). */
export function tonnesToKg(tonnes: number): number {
  return Math.round(Number((tonnes * 1000).toFixed(6)));
}

/**
 * What a person typed as an amount — `1.234,56`, `1234,5`, `R$ 80` or `80.00` — in centavos; null
 * when it is not an amount (never guessed: "1,2,3" or "12,345" is refused, not read as something).
 */
export function parseMoney(input: string): number | null {
  let s = input.replace(/R\$|\s/g, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(s)) return null;
  if (/,\d{1,2}$/.test(s) || /^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, "").replace(",", ".");
  const [int = "0", frac = ""] = s.split(".");
  const value = Number(int) * 100 + Number(frac.padEnd(2, "0"));
  return Number.isSafeInteger(value) ? value : null;
}

/** Centavos as typed back into a field: 123456 → "1.234,56". */
export function moneyInputText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const int = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}${int},${String(abs % 100).padStart(2, "0")}`;
}
