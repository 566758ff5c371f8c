import { gateOf } from "../laws/gate";
import { productRule } from "../laws/grounds";
import { findLaw } from "../laws/registry";
import { type CtrProvisions, isRegulated, silenceOf } from "../laws/types";

/** The CTR duties a screen cites by one article; the receiver's gate has one per reason (`gateGrounds`). */
export type CtrRule = Exclude<keyof CtrProvisions, "gate">;

/** The article of `rule` in the municipality's law, or null where that law is silent. */
export function ctrArticle(rule: CtrRule, municipalityId: string | null): string | null {
  const law = municipalityId ? findLaw(municipalityId) : null;
  const provision = law?.ctr[rule];
  return provision && isRegulated(provision) ? provision.article : null;
}

/** What a screen prints in parentheses for `rule`: its article, or that the law is silent and whose rule it is. */
export function ctrGrounds(rule: CtrRule, municipalityId: string | null): string {
  return ctrArticle(rule, municipalityId) ?? productRule(municipalityId);
}

/**
 * The grounds printed under a CTR's title, by the law of its origin: what the CTR states and that it
 * travels with the load (JP art. 4º, VI; art. 18, §2º, III), or — where the law says nothing of the CTR —
 * that it is the product's document. The ABNT standards hold everywhere.
 */
export function ctrDocumentGrounds(municipalityId: string | null): string {
  const articles = (["contents", "required"] as const)
    .map((rule) => ctrArticle(rule, municipalityId))
    .filter((a): a is string => a !== null);
  const law = articles.length > 0 ? articles.join("; ") : productRule(municipalityId);
  return `${law}; ABNT NBR 15.112, 15.113 e 15.114`;
}

/** The receiver's gate in one pt-BR sentence, by the law of the receiver's municipality. */
export function gateGrounds(municipalityId: string | null): string {
  const gate = gateOf(municipalityId ?? "");
  const waste = [gate.forbiddenWaste, gate.wasteClass, gate.wasteKind]
    .filter(isRegulated)
    .map((p) => p.article);
  const hauler = gate.unlicensedHauler;
  const silence = silenceOf(hauler);
  return silence
    ? `Resíduos que a licença do receptor não aceita são recusados (${waste.join("; ")}). ${silence.reason}`
    : `Cargas de transportador sem licença no município (${hauler.article}) e resíduos que o receptor não pode receber (${waste.join("; ")}) são recusados.`;
}
