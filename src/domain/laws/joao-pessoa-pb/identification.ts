import { formatMetres } from "../../format";
import type { CacambaMarkings, Nonconformity } from "../../identification/schema";
import { containsInscription, isBlank } from "../../identification/text";
import { ruleById } from "../../rulesets/types";
import { joaoPessoaRuleset } from "./ruleset";

const INSCRIPTION = "PROIBIDO JOGAR LIXO";

/** JP arts. 16 and 17: visual standard of caçambas on public areas. */
export function checkJoaoPessoa(c: CacambaMarkings): Nonconformity[] {
  const out: Nonconformity[] = [];
  const add = (rule: string, field: string, message: string) =>
    out.push({ rule, article: ruleById(joaoPessoaRuleset, rule).article, field, message });

  if (c.topBorders !== true) add("top_borders", "topBorders", "A caçamba deve ter bordas superiores.");
  const zebra = c.zebraBand;
  if (!zebra) {
    add("zebra_stripes", "zebraBand", "Falta a faixa zebrada preta de 30 cm em todos os lados.");
  } else {
    if (zebra.heightCm !== 30)
      add(
        "zebra_band",
        "zebraBand.heightCm",
        `A faixa zebrada tem ${zebra.heightCm.toLocaleString("pt-BR")} cm de altura; a lei fixa 30 cm.`,
      );
    if (zebra.stripeWidthCm !== 10) {
      add(
        "zebra_stripes",
        "zebraBand.stripeWidthCm",
        `As listras têm ${zebra.stripeWidthCm.toLocaleString("pt-BR")} cm de largura; a lei fixa 10 cm.`,
      );
    }
    if (!/^(black|preto|preta)$/i.test(zebra.colour))
      add("zebra_band", "zebraBand.colour", "A faixa zebrada deve ser em preto.");
    if (!zebra.onAllSides)
      add("zebra_band", "zebraBand.onAllSides", "A faixa zebrada deve estar em todos os lados.");
  }
  const visible = c.retroreflectiveVisibleFromM;
  if (visible === null || visible < 50) {
    add(
      "retroreflective_paint",
      "retroreflectiveVisibleFromM",
      `A pintura retrorreflexiva deve ser visível a pelo menos 50 m${visible === null ? "" : `; hoje, ${formatMetres(visible)}`}.`,
    );
  }
  const adhesive = c.reflectiveAdhesive;
  if (
    !adhesive ||
    !/^(red|vermelh[oa])$/i.test(adhesive.colour) ||
    !/^(diamond|diamante)$/i.test(adhesive.grade) ||
    !adhesive.onAllSides
  ) {
    add(
      "red_diamond_adhesive",
      "reflectiveAdhesive",
      "Use adesivo reflexivo grau diamante, vermelho, em todos os lados.",
    );
  }
  if (!containsInscription(c.inscriptionText, INSCRIPTION)) {
    add("inscription", "inscriptionText", `Faltam os dizeres "${INSCRIPTION}".`);
  }
  if (isBlank(c.ownerName)) add("provider_name", "ownerName", "Falta o nome do prestador de serviço.");
  if (isBlank(c.phone)) add("phone", "phone", "Falta o número do telefone.");
  if (isBlank(c.licenceNumber))
    add("licence_number", "licenceNumber", "Falta o número do cadastro ou licença.");
  if (isBlank(c.number)) add("number", "number", "Falta o número da caçamba.");
  const condition = c.condition;
  if (!condition || condition.rust || condition.structuralDamage || !condition.paintLegible) {
    add("condition", "condition", "A caçamba deve estar em bom estado de conservação.");
  }
  return out;
}
