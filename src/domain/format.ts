const metres = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const fixed2 = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const centimetres = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: 1 });
const money = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "8,4 m" style: pt-BR decimal comma, up to 2 decimals. */
export function formatMetres(value: number): string {
  return `${metres.format(value)} m`;
}

/** Always two decimals, for measured distances: "8,40 m". */
export function formatMeasured(value: number): string {
  return `${fixed2.format(value)} m`;
}

/** "5 cm", "4,9 cm": a length given in metres, shown in centimetres. */
export function formatCentimetres(valueM: number): string {
  return `${centimetres.format(valueM * 100)} cm`;
}

export function formatCents(cents: number): string {
  return `R$ ${money.format(cents / 100)}`;
}

/** Rounds to the millimetre, so projection noise never flips a boundary verdict. */
export function roundMm(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function fixed(value: number, digits: number): string {
  return new Intl.NumberFormat("pt-BR", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * A measurement below a minimum, with as many decimals as it takes not to read as the minimum itself:
 * 1,996 m against 2 m shows "1,996 m", never "2,00 m". Metres start at 2 decimals, centimetres at 0–1.
 */
export function formatBelowMinimum(valueM: number, minimumM: number, unit: "m" | "cm" = "m"): string {
  const scale = unit === "cm" ? 100 : 1;
  const value = valueM * scale;
  const limit = minimumM * scale;
  const first = unit === "cm" ? 1 : 2;
  for (let digits = first; digits <= first + 3; digits++) {
    if (Number(value.toFixed(digits)) < limit) {
      return unit === "cm" && digits === first
        ? formatCentimetres(valueM)
        : `${fixed(value, digits)} ${unit}`;
    }
  }
  return `${fixed(value, first + 3)} ${unit}`;
}

/** How much farther to move, rounded UP (metres: to the next centimetre; centimetres: to the next millimetre). */
export function formatShortfall(missingM: number, unit: "m" | "cm" = "m"): string {
  if (unit === "cm") {
    const mm = Math.max(1, Math.ceil(roundMm(missingM) * 1000 - 1e-9));
    return `${centimetres.format(mm / 10)} cm`;
  }
  const cm = Math.max(1, Math.ceil(roundMm(missingM) * 100 - 1e-9));
  return formatMeasured(cm / 100);
}

/** A local date YYYY-MM-DD as dd/mm/aaaa. */
export function formatLocalDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
