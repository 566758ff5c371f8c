import type { Rule, Ruleset } from "../../rulesets/types";
import { CM_ANNEX_OCR_FLAGS, CM_PROVISION_OCR_FLAGS } from "./annex-ocr";

const fineRange = (id: string, item: string, label: string, min: number, max: number): Rule => ({
  id,
  article: `CM art. 74, ${item}`,
  topic: "fines",
  status: "regulated",
  summary: `${label}: de R$ ${min.toLocaleString("pt-BR")},00 a R$ ${max.toLocaleString("pt-BR")},00.`,
  value: { quantity: max * 100, unit: "cents" },
});

/** Citation of a topic the law does not address at all: the law itself, marked silent (docs/rules-engine.md). */
const CM_SILENT = "CM Lei nº 2.515/2021 (silente)";

export const cachoeirasDeMacacuRuleset: Ruleset = {
  id: "cachoeiras-de-macacu-rj",
  lawKey: "CM",
  law: {
    title: "Lei nº 2.515, de 23/12/2021 — limpeza urbana e manejo de resíduos sólidos",
    date: "2021-12-23",
    source: "cachoeiras-de-macacu-rj-lei-2515-2021-limpeza-urbana.ocr.txt",
  },
  rules: [
    {
      id: "prior_authorization",
      article: "CM art. 46, IV",
      topic: "licensing",
      status: "regulated",
      summary: "Entulho e poda extraordinária em caçambas só com autorização prévia do órgão municipal.",
    },
    {
      id: "removal_full",
      article: "CM art. 47, I",
      topic: "removal",
      status: "regulated",
      summary: "Remover a caçamba em até 48 h depois de cheia.",
      value: { quantity: 48, unit: "hours" },
    },
    {
      id: "removal_hazard",
      article: "CM art. 47, II",
      topic: "removal",
      status: "regulated",
      summary: "Remover em até 24 h se virar foco de insalubridade.",
      value: { quantity: 24, unit: "hours" },
    },
    {
      id: "storm_water",
      article: "CM art. 75, VII",
      topic: "placement",
      status: "regulated",
      summary:
        "Não obstruir caixas receptoras (bocas de lobo), sarjetas, valas nem outras passagens de águas pluviais com materiais ou resíduos.",
    },
    {
      id: "waste_outside_cacamba",
      article: "CM art. 75, I, a",
      topic: "placement",
      status: "regulated",
      summary:
        "Nenhum resíduo fora da caçamba: é infração depositá-lo no passeio, na via ou em qualquer área pública.",
    },
    {
      id: "offer_without_authorization",
      article: "CM art. 75, XII",
      topic: "placement",
      status: "regulated",
      summary:
        "Entulho em logradouro ou calçada só com autorização prévia do poder público ou plano de remoção contratado.",
    },
    {
      id: "public_containers",
      article: "CM art. 75, XI",
      topic: "placement",
      status: "regulated",
      summary:
        "Não deixar entulho ou poda junto, ao lado, em cima ou dentro dos contêineres e papeleiras da prefeitura (nem a caçamba encostada a eles).",
    },
    {
      id: "spills",
      article: "CM art. 75, IV",
      topic: "placement",
      status: "regulated",
      summary:
        "Não derramar óleo, tinta, nata de cal, cimento e similares no passeio, na via ou no sistema de drenagem.",
    },
    {
      id: "cleaning_services",
      article: "CM art. 75, VIII",
      topic: "placement",
      status: "regulated",
      summary: "A caçamba não pode perturbar nem impedir a varrição e a coleta da limpeza urbana.",
    },
    {
      id: "placement_distances",
      article: CM_SILENT,
      topic: "placement",
      status: "notRegulated",
      summary: "Posição e distâncias da caçamba.",
      explanation:
        "A Lei nº 2.515/2021 não fixa posição nem distâncias para a caçamba; só proíbe obstruir as passagens de águas pluviais (art. 75, VII) e deixar resíduos fora dela (art. 75, I, a).",
    },
    {
      id: "notice_clear_street",
      article: "CM art. 76, §1º",
      topic: "procedure",
      status: "regulated",
      summary: "Intimação para retirar material da via: prazo de 1 a 24 horas, a critério da fiscalização.",
      value: { quantity: 24, unit: "hours" },
    },
    fineRange("fine_leve", "I", "Leve", 40, 350),
    fineRange("fine_grave", "II", "Grave", 351, 1000),
    fineRange("fine_gravissima", "III", "Gravíssima", 1001, 5000),
    {
      id: "fine_update",
      article: "CM art. 74, §1º",
      topic: "fines",
      status: "configuration",
      summary: "Valores reajustados todo 1º de janeiro pelo IPCA.",
      explanation:
        "Informe fineConfig.updateFactor (IPCA acumulado desde 2021) para infrações a partir de 2022.",
    },
    {
      id: "class_by_circumstances",
      article: "CM art. 66",
      topic: "fines",
      status: "regulated",
      summary: "Leve com atenuantes; grave com uma agravante; gravíssima com duas ou mais.",
    },
    {
      id: "specific_reincidence",
      article: "CM art. 68, §1º",
      topic: "fines",
      status: "regulated",
      summary: "Reincidência específica torna a infração gravíssima.",
    },
    {
      id: "defence",
      article: "CM art. 86",
      topic: "procedure",
      status: "regulated",
      summary: "Defesa em 20 dias.",
      value: { quantity: 20, unit: "days" },
    },
    {
      id: "appeal",
      article: "CM art. 99",
      topic: "procedure",
      status: "regulated",
      summary: "Recurso em 20 dias.",
      value: { quantity: 20, unit: "days" },
    },
    {
      id: "payment",
      article: "CM art. 107",
      topic: "procedure",
      status: "regulated",
      summary: "Pagamento em 15 dias após a decisão definitiva.",
      value: { quantity: 15, unit: "days" },
    },
    {
      id: "prescription",
      article: "CM art. 109",
      topic: "procedure",
      status: "regulated",
      summary: "Prescrição em 5 anos.",
      value: { quantity: 5, unit: "years" },
    },
    {
      id: "identification",
      article: CM_SILENT,
      topic: "identification",
      status: "notRegulated",
      summary: "Identificação da caçamba.",
      explanation: "A Lei nº 2.515/2021 não exige identificação nem padrão visual das caçambas.",
    },
  ],
  flags: [
    {
      code: "ocr_source",
      article: "CM Lei nº 2.515/2021",
      message:
        "O texto de Cachoeiras de Macacu é um OCR de documento escaneado: os números que ele não mostra ou lê como outros estão sinalizados abaixo; confira números no original.",
    },
    ...CM_PROVISION_OCR_FLAGS,
    ...CM_ANNEX_OCR_FLAGS,
  ],
};
