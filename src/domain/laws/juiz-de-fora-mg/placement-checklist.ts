import type { FeatureKind } from "../../features/vocabulary";
import { KIND_LABEL } from "../../features/vocabulary";
import type { PlacementContext } from "../../placement/context";
import { distanceM, SEARCH_RADIUS_M } from "../../placement/relations";
import type { ChecklistItem } from "../../placement/schema";

/**
 * The items of JF arts. 9–13 and 17–20 the dispatcher confirms, each with its article: `jfChecklist` picks
 * from here, and `rulesets` lists these articles under `check-placement`.
 */
export const JF_CHECKLIST = {
  inside_property: {
    article: "JF art. 9º",
    message: "Caçamba no interior do imóvel ou a partir do tapume: confirme que não invade o passeio.",
  },
  parallel_to_curb: {
    article: "JF art. 9º, III",
    message: "De preferência em frente ao imóvel onde o serviço é prestado.",
  },
  position_order_roadway: {
    article: "JF art. 9º, II",
    message:
      "Na pista, só dentro da faixa de estacionamento ou do acostamento, conforme a sinalização e o CTB.",
  },
  rotating_parking: {
    article: "JF art. 10",
    message:
      "Em estacionamento rotativo, mantenha créditos para cada vaga durante todo o horário pago, todos os dias em que a caçamba ficar.",
  },
  pedestrian_area: {
    article: "JF art. 11",
    message: "Sobre a calçada, siga a Lei nº 7.062/1987 e o Decreto nº 9.357/2007.",
  },
  urban_equipment: {
    article: "JF art. 12, I",
    message:
      "Confirme no local que a caçamba não impede nem dificulta o acesso a equipamentos urbanos (os dados do mapa podem estar incompletos).",
  },
  special_treatment_street: {
    article: "JF art. 12, II",
    message: "Confirme que a via não é de Tratamento Especial (Decreto nº 9.357/2007 ou norma posterior).",
  },
  gallery_crowded_entrance: {
    article: "JF art. 12, IV",
    message:
      "Confirme que a caçamba não está em frente a galerias nem à entrada ou saída de local com grande concentração de pessoas.",
  },
  emergency_exit: {
    article: "JF art. 12, V",
    message: "Confirme que a caçamba não está em frente à saída de emergência de nenhum estabelecimento.",
  },
  no_stopping_sign: {
    article: "JF art. 12, VIII",
    message: 'Confirme que o trecho não tem placa "Proibido Parar e Estacionar".',
  },
  accessibility_ramp: {
    article: "JF art. 12, IX",
    message: "Confirme que a caçamba não está em frente a rampa para pessoas com deficiência.",
  },
  traffic_sign: {
    article: "JF art. 12, VI",
    message:
      "Confirme no local que a caçamba não esconde placas, semáforos ou outra sinalização de trânsito.",
  },
  crosswalk: {
    article: "JF art. 12, III",
    message: "Confirme que a caçamba não está sobre faixa de pedestres nem no prolongamento dela na calçada.",
  },
  max_dwell: {
    article: "JF art. 12, §1º",
    message: "Agende a retirada: no máximo 3 dias úteis, contando o dia da colocação e o da retirada.",
  },
  no_reserving_space: {
    article: "JF art. 12, §2º",
    message: "Não reserve a vaga (cones, cavaletes) durante o horário comercial.",
  },
  no_organic_waste: {
    article: "JF art. 13",
    message: "Oriente o cliente: nada de lixo orgânico e nada acima da borda.",
  },
  signalling: {
    article: "JF art. 19",
    message: "Na manobra: pisca-alerta ligado e cones refletivos na pista.",
  },
  chocks: {
    article: "JF art. 20",
    message: "Calço com dimensões e espessura adequadas antes de descer as sapatas do caminhão.",
  },
  damage_repair: {
    article: "JF art. 20, parágrafo único",
    message: "Danos ao pavimento ou aos dutos subterrâneos: a empresa os repara em até 48 horas.",
  },
  clean_on_removal: { article: "JF art. 17", message: "Na retirada, limpe o local se necessário." },
  missing_data: {
    article: "JF art. 9º, III",
    message: "Confira no local as distâncias do art. 9º, III e o art. 12.",
  },
} as const satisfies Record<string, { article: string; message: string }>;

type ItemId = keyof typeof JF_CHECKLIST;

/** Conditions of JF arts. 9–13 and 17–20 that no data can decide: the dispatcher confirms them. */
export function jfChecklist(ctx: PlacementContext): ChecklistItem[] {
  const { position } = ctx.placement;
  const items: ChecklistItem[] = [];
  const add = (rule: ItemId, message: string = JF_CHECKLIST[rule].message) =>
    items.push({ rule, article: JF_CHECKLIST[rule].article, message });

  if (position === "inside_property") {
    add("inside_property");
    return items;
  }
  add("parallel_to_curb");
  if (position === "roadway") {
    add("position_order_roadway");
    add("rotating_parking");
  }
  if (position === "sidewalk") {
    add("pedestrian_area");
  }
  add("urban_equipment");
  add("special_treatment_street");
  add("gallery_crowded_entrance");
  add("emergency_exit");
  add("no_stopping_sign");
  add("accessibility_ramp");
  add("traffic_sign");
  add("crosswalk");
  add("max_dwell");
  add("no_reserving_space");
  add("no_organic_waste");
  add("signalling");
  add("chocks");
  add("damage_repair");
  add("clean_on_removal");

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
      `Sem dados por perto de: ${missing.map((kind) => KIND_LABEL[kind]).join(", ")}. Confira no local as distâncias do art. 9º, III e o art. 12.`,
    );
  }
  return items;
}
