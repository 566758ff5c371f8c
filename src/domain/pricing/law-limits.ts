import { resolveMunicipality } from "../laws/registry";
import { rulesetFor } from "../rulesets";
import type { ExtraDayBasis } from "./terms";

/** What a municipality's law lets a caçamba stay, as the price screens say it (null: the law fixes no time). */
export interface DwellLimit {
  article: string;
  /** In the law's own unit, as the rental counts days: business or calendar days. */
  days: number;
  basis: ExtraDayBasis;
  /** "até 3 dias úteis, contando o dia da colocação e o da retirada" */
  summary: string;
}

export function dwellLimit(municipalityId: string): DwellLimit | null {
  const municipality = resolveMunicipality(municipalityId);
  if (!municipality) return null;
  const rule = rulesetFor(municipality).rules.find((r) => r.id === "max_dwell" && r.status === "regulated");
  const value = rule?.value;
  if (!rule || !value) return null;
  if (value.unit === "business_days")
    return { article: rule.article, days: value.quantity, basis: "business", summary: rule.summary };
  if (value.unit === "days")
    return { article: rule.article, days: value.quantity, basis: "calendar", summary: rule.summary };
  if (value.unit === "hours")
    return { article: rule.article, days: value.quantity / 24, basis: "calendar", summary: rule.summary };
  return null;
}

/**
 * The sentence a price must carry when its included days promise more than the law lets the caçamba
 * stay in `municipalityId` (null when they do not, or the law fixes no time: the rental is then a
 * commercial term alone). Counted in number of days: more included days than the law's, in either basis,
 * may outlast the deadline.
 */
export function includedDaysBeyondLaw(
  municipalityId: string,
  includedDays: number,
  basis: ExtraDayBasis,
): string | null {
  const limit = dwellLimit(municipalityId);
  if (!limit || includedDays <= limit.days) return null;
  const place = resolveMunicipality(municipalityId);
  const unit = (b: ExtraDayBasis, n: number) =>
    b === "business" ? (n === 1 ? "dia útil" : "dias úteis") : n === 1 ? "dia" : "dias";
  return `A lei de ${place?.name ?? "este município"} deixa a caçamba no local por no máximo ${limit.days} ${unit(limit.basis, limit.days)} (${limit.article}): a locação que inclui ${includedDays} ${unit(basis, includedDays)} promete mais do que a lei permite — a caçamba precisa ser retirada antes, ou o cliente arrisca a multa.`;
}
