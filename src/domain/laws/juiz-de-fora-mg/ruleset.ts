import type { Rule, Ruleset } from "../../rulesets/types";

const placement: Rule[] = [
  {
    id: "position_order_sidewalk",
    article: "JF art. 9º, I",
    topic: "placement",
    status: "regulated",
    summary:
      "Calçada só quando o interior do imóvel for impossível, deixando ao menos 1,20 m livre para pedestres.",
    value: { quantity: 1.2, unit: "m" },
  },
  {
    id: "position_order_roadway",
    article: "JF art. 9º, II",
    topic: "placement",
    status: "regulated",
    summary:
      "Pista de rolamento só quando a calçada for impossível, na faixa de estacionamento ou acostamento.",
  },
  {
    id: "parallel_to_curb",
    article: "JF art. 9º, III",
    topic: "placement",
    status: "regulated",
    summary:
      "Paralela à guia ou meio-fio, no sentido do comprimento, de preferência em frente ao imóvel servido.",
  },
  {
    id: "bus_stop_single_sign",
    article: "JF art. 9º, III, a",
    topic: "placement",
    status: "regulated",
    summary: "No mínimo 10 m de ponto de ônibus sinalizado com apenas uma placa.",
    value: { quantity: 10, unit: "m" },
  },
  {
    id: "bus_stop_start_end_signs",
    article: "JF art. 9º, III, b",
    topic: "placement",
    status: "regulated",
    summary: "No mínimo 6 m de ponto de ônibus com placas de início e término, medidos das placas.",
    value: { quantity: 6, unit: "m" },
  },
  {
    id: "cross_street",
    article: "JF art. 9º, III, c",
    topic: "placement",
    status: "regulated",
    summary: "No mínimo 6 m do alinhamento do bordo de qualquer via transversal.",
    value: { quantity: 6, unit: "m" },
  },
  {
    id: "curb_gap",
    article: "JF art. 9º, III, d",
    topic: "placement",
    status: "regulated",
    summary: "No mínimo 5 cm de guias ou meios-fios.",
    value: { quantity: 0.05, unit: "m" },
  },
  {
    id: "hydrant_drain",
    article: "JF art. 9º, III, e",
    topic: "placement",
    status: "regulated",
    summary: "No mínimo 2 m de hidrantes, bueiros ou bocas de lobo; nunca sobre poço de visita.",
    value: { quantity: 2, unit: "m" },
  },
  {
    id: "rotating_parking",
    article: "JF art. 10",
    topic: "placement",
    status: "regulated",
    summary:
      "Em estacionamento rotativo, só com créditos por vaga ocupada no horário pago; descumprir é a infração do art. 10, §3º.",
  },
  {
    id: "pedestrian_area",
    article: "JF art. 11",
    topic: "placement",
    status: "regulated",
    summary: "Sobre área de pedestres, seguir a Lei nº 7.062/1987 e o Decreto nº 9.357/2007.",
  },
  ...(
    [
      ["urban_equipment", "I", "Não impedir nem dificultar o acesso da população a equipamentos urbanos."],
      ["special_treatment_street", "II", "Proibida em vias de Tratamento Especial (Decreto nº 9.357/2007)."],
      ["crosswalk", "III", "Proibida sobre faixas de pedestres e sobre os passeios que as prolongam."],
      [
        "gallery_crowded_entrance",
        "IV",
        "Proibida em frente a galerias e a entradas e saídas de locais de grande concentração de pessoas.",
      ],
      ["emergency_exit", "V", "Proibida em frente à saída de emergência de qualquer estabelecimento."],
      ["traffic_sign", "VI", "Proibida onde possa obstruir ou dificultar a sinalização de trânsito."],
      [
        "stop_places",
        "VII",
        "Proibida em parada de ônibus, ponto de táxi, de aluguel de caminhão, de emergência e viradouro.",
      ],
      ["no_stopping_sign", "VIII", 'Proibida onde houver placa "Proibido Parar e Estacionar".'],
      ["accessibility_ramp", "IX", "Proibida em frente à rampa para pessoas com deficiência."],
    ] as const
  ).map(
    ([id, item, summary]): Rule => ({
      id,
      article: `JF art. 12, ${item}`,
      topic: "placement",
      status: "regulated",
      summary,
    }),
  ),
  {
    id: "no_reserving_space",
    article: "JF art. 12, §2º",
    topic: "placement",
    status: "regulated",
    summary: "Proibido reservar vaga para caçamba durante o horário comercial.",
  },
];

const dwellAndUse: Rule[] = [
  {
    id: "max_dwell",
    article: "JF art. 12, §1º",
    topic: "dwell",
    status: "regulated",
    summary: "No máximo 3 dias úteis no local, contando o dia da colocação e o dia da retirada.",
    value: { quantity: 3, unit: "business_days" },
  },
  {
    id: "municipal_holidays",
    article: "JF art. 12, §1º",
    topic: "dwell",
    status: "configuration",
    summary: "Feriados municipais de Juiz de Fora contam como dias não úteis.",
    explanation: "A lei não lista os feriados municipais: informe-os em extraHolidays (AAAA-MM-DD).",
  },
  {
    id: "no_organic_waste",
    article: "JF art. 13",
    topic: "dwell",
    status: "regulated",
    summary: "Proibido lixo orgânico em qualquer quantidade; nunca acima da borda (parágrafo único).",
  },
  {
    id: "clean_on_removal",
    article: "JF art. 17",
    topic: "removal",
    status: "regulated",
    summary: "Limpar o local na retirada, se necessário.",
  },
];

const identification: Rule[] = [
  [
    "owner_contact",
    "JF art. 7º, I",
    "Identificação do proprietário, telefone de contato e telefone para denúncias.",
  ],
  ["inscription", "JF art. 7º, II", 'Inscrição "PROIBIDO DEPOSITAR LIXO DOMÉSTICO".'],
  [
    "paint_strips",
    "JF art. 7º, III",
    "Pintura uniforme e duas faixas retrorrefletivas de 5 cm × 30,5 cm no topo e em todas as laterais.",
  ],
  ["number", "JF art. 7º, IV", "Numeração sequencial com no mínimo 2 dígitos em algarismos arábicos."],
  ["dimensions", "JF art. 7º, V", "Dimensões externas máximas: 2,65 m × 1,76 m × 1,39 m."],
  ["condition", "JF art. 14", "Bom estado: sem ferrugem, sem deterioração da estrutura, pintura legível."],
  ["no_vectors", "JF art. 16", "Impedir acúmulo de água ou lixo e a procriação de vetores."],
].map(([id, article, summary]) => ({
  id: String(id),
  article: String(article),
  topic: "identification" as const,
  status: "regulated" as const,
  summary: String(summary),
}));

const fines: Rule[] = [
  {
    id: "fine_leve",
    article: "JF art. 24",
    quantity: 15000,
    summary: "Leve: R$ 150,00 (arts. 7º I–V, 13, 14, 17).",
  },
  {
    id: "fine_media",
    article: "JF art. 25",
    quantity: 25000,
    summary: "Média: R$ 250,00 (arts. 9º I–III, 10 §3º, 11, 12 V–IX, §§1º e 2º, 21).",
  },
  {
    id: "fine_grave",
    article: "JF art. 26",
    quantity: 45000,
    summary: "Grave: R$ 450,00 (arts. 12 I–IV, 22).",
  },
  {
    id: "fine_gravissima",
    article: "JF art. 27",
    quantity: 500000,
    summary: "Gravíssima: R$ 5.000,00 (arts. 4º, 15, 16).",
  },
].map(({ id, article, quantity, summary }) => ({
  id,
  article,
  topic: "fines" as const,
  status: "regulated" as const,
  summary,
  value: { quantity, unit: "cents" as const },
}));

export const juizDeForaRuleset: Ruleset = {
  id: "juiz-de-fora-mg",
  lawKey: "JF",
  law: {
    title: "Lei de 28/07/2023 — caçambas estacionárias, RCC e volumosos (revoga a Lei nº 9.555/1999)",
    date: "2023-07-28",
    source: "juiz-de-fora-mg-2023-cacambas.txt",
  },
  rules: [
    {
      id: "licensed_only",
      article: "JF art. 4º",
      topic: "licensing",
      status: "regulated",
      summary:
        "Só empresas licenciadas (alvará válido e sem débito de tributos municipais, art. 5º) colocam caçambas.",
    },
    ...placement,
    ...dwellAndUse,
    ...identification,
    ...fines,
    {
      id: "fine_update",
      article: "JF art. 31",
      topic: "fines",
      status: "configuration",
      summary: "Multas atualizadas anualmente pelos índices dos tributos municipais.",
      explanation:
        "Informe fineConfig.updateFactor (fator acumulado desde 2023) para infrações a partir de 2024.",
    },
  ],
  flags: [],
};
