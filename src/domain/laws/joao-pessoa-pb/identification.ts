import { formatMetres } from "../../format";
import type { CacambaMarkings, Nonconformity } from "../../identification/schema";
import { containsInscription, isBlank } from "../../identification/text";

const INSCRIPTION = "PROIBIDO JOGAR LIXO";

/** JP arts. 16 and 17: visual standard of caçambas on public areas. */
export function checkJoaoPessoa(c: CacambaMarkings): Nonconformity[] {
  const out: Nonconformity[] = [];
  const add = (rule: string, article: string, field: string, message: string) =>
    out.push({ rule, article, field, message });

  if (c.topBorders !== true)
    add("top_borders", "JP art. 17, I", "topBorders", "A caçamba deve ter bordas superiores.");
  const zebra = c.zebraBand;
  if (!zebra) {
    add(
      "zebra_band",
      "JP art. 17, VIII",
      "zebraBand",
      "Falta a faixa zebrada preta de 30 cm em todos os lados.",
    );
  } else {
    if (zebra.heightCm !== 30)
      add(
        "zebra_band",
        "JP art. 16",
        "zebraBand.heightCm",
        `A faixa zebrada tem ${zebra.heightCm.toLocaleString("pt-BR")} cm de altura; a lei fixa 30 cm.`,
      );
    if (zebra.stripeWidthCm !== 10) {
      add(
        "zebra_band",
        "JP art. 17, VIII",
        "zebraBand.stripeWidthCm",
        `As listras têm ${zebra.stripeWidthCm.toLocaleString("pt-BR")} cm de largura; a lei fixa 10 cm.`,
      );
    }
    if (!/^(black|preto|preta)$/i.test(zebra.colour))
      add("zebra_band", "JP art. 16", "zebraBand.colour", "A faixa zebrada deve ser em preto.");
    if (!zebra.onAllSides)
      add(
        "zebra_band",
        "JP art. 16",
        "zebraBand.onAllSides",
        "A faixa zebrada deve estar em todos os lados.",
      );
  }
  const visible = c.retroreflectiveVisibleFromM;
  if (visible === null || visible < 50) {
    add(
      "retroreflective_paint",
      "JP art. 16, §1º",
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
      "JP art. 17, II",
      "reflectiveAdhesive",
      "Use adesivo reflexivo grau diamante, vermelho, em todos os lados.",
    );
  }
  if (!containsInscription(c.inscriptionText, INSCRIPTION)) {
    add("inscription", "JP art. 17, III", "inscriptionText", `Faltam os dizeres "${INSCRIPTION}".`);
  }
  if (isBlank(c.ownerName))
    add("provider_name", "JP art. 17, IV", "ownerName", "Falta o nome do prestador de serviço.");
  if (isBlank(c.phone)) add("phone", "JP art. 17, V", "phone", "Falta o número do telefone.");
  if (isBlank(c.licenceNumber))
    add("licence_number", "JP art. 17, VI", "licenceNumber", "Falta o número do cadastro ou licença.");
  if (isBlank(c.number)) add("number", "JP art. 17, VII", "number", "Falta o número da caçamba.");
  const condition = c.condition;
  if (!condition || condition.rust || condition.structuralDamage || !condition.paintLegible) {
    add("condition", "JP art. 16, §2º", "condition", "A caçamba deve estar em bom estado de conservação.");
  }
  return out;
}
