import type { Rule, Ruleset } from "../../rulesets/types";

const NO_DISTANCES =
  "A lei de João Pessoa não fixa distâncias nem posições para caçambas; o art. 18, §3º, I remete a regulamentação específica, que não está no texto.";

const notRegulated = (id: string, article: string, summary: string, explanation: string): Rule => ({
  id,
  article,
  topic: "placement",
  status: "notRegulated",
  summary,
  explanation,
});

export const joaoPessoaRuleset: Ruleset = {
  id: "joao-pessoa-pb",
  lawKey: "JP",
  law: {
    title: "Lei de 23/04/2025 — Resíduos da Construção Civil e Resíduos Volumosos",
    date: "2025-04-23",
    source: "joao-pessoa-pb-2025-rcc-volumosos.txt",
  },
  rules: [
    {
      id: "registered_transporter",
      article: "JP art. 18",
      topic: "licensing",
      status: "regulated",
      summary: "Transportadores devem ser cadastrados pela área competente.",
    },
    {
      id: "rcc_only",
      article: "JP art. 15, §3º, I",
      topic: "dwell",
      status: "regulated",
      summary: "Caçambas só para RCC e resíduos volumosos.",
    },
    {
      id: "no_raised_capacity",
      article: "JP art. 15, §3º, II",
      topic: "dwell",
      status: "regulated",
      summary: "Sem chapas ou placas que elevem a capacidade; carregar só até o nível superior original.",
    },
    {
      id: "not_parked_idle",
      article: "JP art. 18, §2º, IV",
      topic: "placement",
      status: "regulated",
      summary: "Proibido estacionar caçambas na via pública quando não estiverem em uso para coleta.",
    },
    notRegulated(
      "placement_distances",
      "JP art. 18, §3º, I",
      "Posicionamento conforme regulamentação específica.",
      NO_DISTANCES,
    ),
    {
      id: "max_dwell",
      article: "JP art. 18, §3º, III, b, 3",
      topic: "dwell",
      status: "notRegulated",
      summary: "O documento de orientação informa o prazo de utilização da caçamba.",
      explanation:
        "A lei exige que o transportador informe o prazo de utilização, mas não fixa prazo máximo de permanência.",
    },
    {
      id: "ctr_required",
      article: "JP art. 18, §2º, III",
      topic: "transport",
      status: "regulated",
      summary: "Proibido deslocar resíduos em caçamba sem o CTR.",
    },
    ...(
      [
        ["top_borders", "JP art. 17, I", "Bordas superiores."],
        [
          "zebra_band",
          "JP art. 16",
          "Faixa zebrada preta de 30 cm de altura em todos os lados, listras de 10 cm.",
        ],
        [
          "zebra_stripes",
          "JP art. 17, VIII",
          "Faixas zebradas em preto, de 30 cm de altura em todos os lados, listras de 10 cm de largura.",
        ],
        [
          "retroreflective_paint",
          "JP art. 16, §1º",
          "Pintura retrorreflexiva visível de dia e de noite a pelo menos 50 m.",
        ],
        [
          "red_diamond_adhesive",
          "JP art. 17, II",
          "Adesivo reflexivo grau diamante, vermelho, em todos os lados.",
        ],
        ["inscription", "JP art. 17, III", 'Os dizeres "PROIBIDO JOGAR LIXO".'],
        ["provider_name", "JP art. 17, IV", "Nome do prestador de serviço."],
        ["phone", "JP art. 17, V", "Número do telefone."],
        ["licence_number", "JP art. 17, VI", "Número do cadastro ou licença."],
        ["number", "JP art. 17, VII", "Número da caçamba."],
        ["condition", "JP art. 16, §2º", "Bom estado de conservação."],
      ] as const
    ).map(
      ([id, article, summary]): Rule => ({
        id,
        article,
        topic: "identification",
        status: "regulated",
        summary,
      }),
    ),
    {
      id: "fine_annex",
      article: "JP art. 31, §1º",
      topic: "fines",
      status: "configuration",
      summary: "Valor da multa conforme a tabela do Anexo da lei.",
      explanation:
        "O texto publicado não traz o Anexo com os valores: informe fineConfig.annex com o valor de cada infração.",
    },
    {
      id: "reincidence_double",
      article: "JP art. 31",
      topic: "fines",
      status: "regulated",
      summary: "Reincidência: penalidades em dobro.",
    },
    {
      id: "suspension",
      article: "JP art. 35",
      topic: "fines",
      status: "regulated",
      summary: "Suspensão de até 15 dias após o segundo embargo ou apreensão no mesmo ano.",
      value: { quantity: 15, unit: "days" },
    },
    {
      id: "cassation",
      article: "JP art. 36",
      topic: "fines",
      status: "regulated",
      summary: "Após uma suspensão, qualquer nova infração leva à cassação.",
    },
  ],
  flags: [],
};
