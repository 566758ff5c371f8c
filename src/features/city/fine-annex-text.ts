/**
 * A fine annex the law leaves out of its text (JP art. 31, §1º) as the city types it, one line per article:
 * `JP art. 28, I = 1.000,00` (the example is the city's own law's). Every line is read or refused with its number — none is skipped,
 * rounded or guessed.
 */
import { parseMoneyToCents } from "@/features/billing/money";

export type AnnexAmounts = Record<string, { amountCents: number }>;

export function parseAnnexText(
  text: string,
  example = "JP art. 28, I",
): { annex: AnnexAmounts | null } | { error: string } {
  const out: AnnexAmounts = {};
  for (const [i, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (!line) continue;
    const at = line.lastIndexOf("=");
    const article = at < 0 ? "" : line.slice(0, at).trim();
    const cents = at < 0 ? null : parseMoneyToCents(line.slice(at + 1));
    if (!article || cents === null)
      return { error: `Linha ${i + 1}: use o formato "${example} = 1.000,00" (valor em reais).` };
    if (article in out) return { error: `Linha ${i + 1}: "${article}" já tem valor numa linha anterior.` };
    out[article] = { amountCents: cents };
  }
  return { annex: Object.keys(out).length ? out : null };
}

/** The annex as the form shows it. */
export function annexText(annex: AnnexAmounts | null): string {
  return Object.entries(annex ?? {})
    .map(([a, v]) => `${a} = ${(v.amountCents / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`)
    .join("\n");
}
