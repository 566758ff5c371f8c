import { gateOf } from "../laws/gate";
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
  const article = ctrArticle(rule, municipalityId);
  if (article) return article;
  const m = municipalityId ? findLaw(municipalityId)?.municipality : null;
  return `regra da Caçamba Certa; a lei ${m ? `de ${m.name}` : "do município"} não trata disso`;
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
