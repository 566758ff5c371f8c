import { formatMetres } from "../../format";
import type { CacambaMarkings, Nonconformity } from "../../identification/schema";
import { containsInscription, isBlank } from "../../identification/text";
import { ruleById } from "../../rulesets/types";
import { juizDeForaRuleset } from "./ruleset";

const INSCRIPTION = "PROIBIDO DEPOSITAR LIXO DOMÉSTICO";
const MAX_DIMENSIONS = { length: 2.65, width: 1.76, height: 1.39 } as const;
const DIMENSION_LABEL = { length: "comprimento", width: "largura", height: "altura" } as const;

/** JF art. 7º (identification), art. 14 (condition) and art. 16 (water, trash, vectors). */
export function checkJuizDeFora(c: CacambaMarkings): Nonconformity[] {
  const out: Nonconformity[] = [];
  const add = (rule: string, field: string, message: string) =>
    out.push({ rule, article: ruleById(juizDeForaRuleset, rule).article, field, message });

  if (isBlank(c.ownerName))
    add("owner_contact", "ownerName", "Falta identificar o proprietário: pinte o nome da empresa.");
  if (isBlank(c.phone)) add("owner_contact", "phone", "Falta o telefone de contato.");
  if (isBlank(c.complaintsPhone)) add("owner_contact", "complaintsPhone", "Falta o telefone para denúncias.");
  if (!containsInscription(c.inscriptionText, INSCRIPTION)) {
    add("inscription", "inscriptionText", `A inscrição deve dizer "${INSCRIPTION}".`);
  }
  if (c.uniformPaint !== true)
    add("paint_strips", "uniformPaint", "A pintura deve ser uniforme em toda a superfície.");
  const strips = c.retroreflectiveStrips;
  if (!strips || strips.count < 2) {
    add(
      "paint_strips",
      "retroreflectiveStrips.count",
      `São exigidas duas faixas retrorrefletivas; há ${strips?.count ?? 0}.`,
    );
  }
  if (strips && (strips.heightCm !== 5 || strips.widthCm !== 30.5)) {
    add(
      "paint_strips",
      "retroreflectiveStrips",
      `As faixas medem ${strips.heightCm.toLocaleString("pt-BR")} cm × ${strips.widthCm.toLocaleString("pt-BR")} cm; a lei fixa 5 cm de altura por 30,5 cm de largura.`,
    );
  }
  if (strips && (!strips.onTop || !strips.onAllSides)) {
    add(
      "paint_strips",
      "retroreflectiveStrips",
      "As faixas devem estar na parte superior e em todas as laterais.",
    );
  }
  if (c.number === null || !/^[0-9]{2,}$/.test(c.number)) {
    add(
      "number",
      "number",
      `A numeração deve ter no mínimo 2 dígitos em algarismos arábicos (ex.: 07); está "${c.number ?? ""}".`,
    );
  }
  const dims = c.outerDimensionsM;
  if (!dims) {
    add(
      "dimensions",
      "outerDimensionsM",
      "Informe as dimensões externas para conferir o máximo de 2,65 × 1,76 × 1,39 m.",
    );
  } else {
    for (const axis of ["length", "width", "height"] as const) {
      if (dims[axis] > MAX_DIMENSIONS[axis]) {
        add(
          "dimensions",
          `outerDimensionsM.${axis}`,
          `${DIMENSION_LABEL[axis]} de ${formatMetres(dims[axis])}; máximo ${formatMetres(MAX_DIMENSIONS[axis])}. Use uma caçamba menor.`,
        );
      }
    }
  }
  const condition = c.condition;
  if (!condition) {
    add("condition", "condition", "Informe o estado de conservação (ferrugem, estrutura, pintura).");
  } else {
    if (condition.rust) add("condition", "condition.rust", "Há ferrugem: trate e repinte a caçamba.");
    if (condition.structuralDamage)
      add("condition", "condition.structuralDamage", "Estrutura deteriorada: repare antes de usar.");
    if (!condition.paintLegible)
      add("condition", "condition.paintLegible", "Pintura ilegível: repinte as identificações.");
    if (condition.standingWaterOrTrash) {
      add(
        "no_vectors",
        "condition.standingWaterOrTrash",
        "Há água parada ou lixo acumulado: esvazie e impeça a procriação de vetores.",
      );
    }
  }
  return out;
}
