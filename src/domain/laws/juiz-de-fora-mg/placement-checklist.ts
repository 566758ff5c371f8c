import type { FeatureKind } from "../../features/vocabulary";
import { KIND_LABEL } from "../../features/vocabulary";
import type { PlacementContext } from "../../placement/context";
import { distanceM, SEARCH_RADIUS_M } from "../../placement/relations";
import type { ChecklistItem } from "../../placement/schema";

/** Conditions of JF arts. 9–13 and 17–20 that no data can decide: the dispatcher confirms them. */
export function jfChecklist(ctx: PlacementContext): ChecklistItem[] {
  const { position } = ctx.placement;
  const items: ChecklistItem[] = [];
  const add = (rule: string, article: string, message: string) => items.push({ rule, article, message });

  if (position === "inside_property") {
    add(
      "inside_property",
      "JF art. 9º",
      "Caçamba no interior do imóvel ou a partir do tapume: confirme que não invade o passeio.",
    );
    return items;
  }
  add("parallel_to_curb", "JF art. 9º, III", "De preferência em frente ao imóvel onde o serviço é prestado.");
  if (position === "roadway") {
    add(
      "position_order_roadway",
      "JF art. 9º, II",
      "Na pista, só dentro da faixa de estacionamento ou do acostamento, conforme a sinalização e o CTB.",
    );
    add(
      "rotating_parking",
      "JF art. 10",
      "Em estacionamento rotativo, mantenha créditos para cada vaga durante todo o horário pago, todos os dias em que a caçamba ficar.",
    );
  }
  if (position === "sidewalk") {
    add(
      "pedestrian_area",
      "JF art. 11",
      "Sobre a calçada, siga a Lei nº 7.062/1987 e o Decreto nº 9.357/2007.",
    );
  }
  add(
    "urban_equipment",
    "JF art. 12, I",
    "Confirme no local que a caçamba não impede nem dificulta o acesso a equipamentos urbanos (os dados do mapa podem estar incompletos).",
  );
  add(
    "special_treatment_street",
    "JF art. 12, II",
    "Confirme que a via não é de Tratamento Especial (Decreto nº 9.357/2007 ou norma posterior).",
  );
  add(
    "gallery_crowded_entrance",
    "JF art. 12, IV",
    "Confirme que a caçamba não está em frente a galerias nem à entrada ou saída de local com grande concentração de pessoas.",
  );
  add(
    "emergency_exit",
    "JF art. 12, V",
    "Confirme que a caçamba não está em frente à saída de emergência de nenhum estabelecimento.",
  );
  add(
    "no_stopping_sign",
    "JF art. 12, VIII",
    'Confirme que o trecho não tem placa "Proibido Parar e Estacionar".',
  );
  add(
    "accessibility_ramp",
    "JF art. 12, IX",
    "Confirme que a caçamba não está em frente a rampa para pessoas com deficiência.",
  );
  add(
    "traffic_sign",
    "JF art. 12, VI",
    "Confirme no local que a caçamba não esconde placas, semáforos ou outra sinalização de trânsito.",
  );
  add(
    "crosswalk",
    "JF art. 12, III",
    "Confirme que a caçamba não está sobre faixa de pedestres nem no prolongamento dela na calçada.",
  );
  add(
    "max_dwell",
    "JF art. 12, §1º",
    "Agende a retirada: no máximo 3 dias úteis, contando o dia da colocação e o da retirada.",
  );
  add(
    "no_reserving_space",
    "JF art. 12, §2º",
    "Não reserve a vaga (cones, cavaletes) durante o horário comercial.",
  );
  add("no_organic_waste", "JF art. 13", "Oriente o cliente: nada de lixo orgânico e nada acima da borda.");
  add("signalling", "JF art. 19", "Na manobra: pisca-alerta ligado e cones refletivos na pista.");
  add(
    "chocks",
    "JF art. 20",
    "Calço com dimensões e espessura adequadas antes de descer as sapatas do caminhão.",
  );
  add(
    "damage_repair",
    "JF art. 20, parágrafo único",
    "Danos ao pavimento ou aos dutos subterrâneos: a empresa os repara em até 48 horas.",
  );
  add("clean_on_removal", "JF art. 17", "Na retirada, limpe o local se necessário.");

  const present = new Set(
    ctx.features
      .filter((f) => distanceM(ctx.footprint, ctx.shapeOf(f)) <= SEARCH_RADIUS_M)
      .map((f) => f.properties.kind),
  );
  const expected: FeatureKind[] = [
    "bus_stop",
    "cross_street",
    "hydrant",
    "drain",
    "manhole",
    "accessibility_ramp",
  ];
  const missing = expected.filter((kind) => !present.has(kind));
  if (missing.length > 0) {
    add(
      "missing_data",
      "JF art. 9º, III",
      `Sem dados por perto de: ${missing.map((kind) => KIND_LABEL[kind]).join(", ")}. Confira no local as distâncias do art. 9º, III e o art. 12.`,
    );
  }
  return items;
}
