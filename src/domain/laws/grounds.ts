import { findLaw } from "./registry";
import { isRegulated, type NotRegulated, type Provision } from "./types";

/** "regra da Caçamba Certa; a lei de Juiz de Fora não trata disso": a rule the product keeps where the law is silent. */
export function productRule(municipalityId: string | null): string {
  const m = municipalityId ? findLaw(municipalityId)?.municipality : null;
  return `regra da Caçamba Certa; a lei ${m ? `de ${m.name}` : "do município"} não trata disso`;
}

/** A provision's article, or that the municipality's law is silent and the rule is the product's. */
function grounds(p: Provision | NotRegulated | undefined, municipalityId: string | null): string {
  return p && isRegulated(p) ? p.article : productRule(municipalityId);
}

/** Why a person checks the public list of licensed haulers before hiring (JP art. 15, §4º; JF art. 4º–5º). */
export function hireLicensedGrounds(municipalityId: string | null): string {
  return grounds(municipalityId ? findLaw(municipalityId)?.texts.hireLicensed : undefined, municipalityId);
}

/** What obliges the city to publish its bulletin of licensed haulers and receivers (JP art. 12, §2º). */
export function bulletinGrounds(municipalityId: string | null): string {
  return grounds(municipalityId ? findLaw(municipalityId)?.bulletin : undefined, municipalityId);
}
