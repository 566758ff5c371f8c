/** CTR numbers: per hauler per calendar year, gapless, printed as `2026/000123`. */

export interface CtrNumber {
  year: number;
  seq: number;
}

/** Name of the per-org counter that hands out the numbers of `year`. */
export function ctrCounterName(year: number): string {
  return `ctr:${year}`;
}

export function formatCtrNumber(year: number, seq: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`ano inválido: ${year}`);
  if (!Number.isInteger(seq) || seq < 1 || seq > 999_999) throw new RangeError(`sequência inválida: ${seq}`);
  return `${year}/${String(seq).padStart(6, "0")}`;
}

/**
 * Reads what an operator types: `2026/000123`, `2026/123`, `2026-123`, `2026 123` or `2026000123`.
 * Returns null when it is not a CTR number.
 */
export function parseCtrNumber(text: string): CtrNumber | null {
  const t = text.trim();
  const sep = /^(\d{4})\s*[/\-\s.]\s*(\d{1,6})$/.exec(t);
  const joined = /^(\d{4})(\d{6})$/.exec(t);
  const m = sep ?? joined;
  if (!m?.[1] || !m[2]) return null;
  const year = Number(m[1]);
  const seq = Number(m[2]);
  if (year < 2000 || seq < 1) return null;
  return { year, seq };
}
