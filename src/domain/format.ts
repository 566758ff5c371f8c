const metres = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const fixed2 = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "8,4 m" style: pt-BR decimal comma, up to 2 decimals. */
export function formatMetres(value: number): string {
  return `${metres.format(value)} m`;
}

/** Always two decimals, for measured distances: "8,40 m". */
export function formatMeasured(value: number): string {
  return `${fixed2.format(value)} m`;
}

export function formatCents(cents: number): string {
  return `R$ ${money.format(cents / 100)}`;
}

/** Rounds to the millimetre, so projection noise never flips a boundary verdict. */
export function roundMm(value: number): number {
  return Math.round(value * 1000) / 1000;
}
