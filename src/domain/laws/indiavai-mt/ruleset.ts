import type { Rule, Ruleset } from "../../rulesets/types";
import { LOT_CLEANING_RULES } from "./lot-cleaning";

export const IN_DIGITS_VS_WORDS =
  'O art. 32 da lei de Indiavaí escreve números que contradizem o extenso entre parênteses (ex.: "01 (cinco) a 03 (dez)") e alterna UPFM/UFM; usamos os algarismos. Os algarismos também se sobrepõem: 16 UPF é o máximo de "muito grave" (IV) e o mínimo de "gravíssima" (V). Peça à prefeitura que confirme as faixas.';

export const IN_GRAVISSIMA_NOTE =
  "Infração gravíssima: a multa não afasta outras sanções, e a administração deve comunicá-la ao Ministério Público e aos órgãos pertinentes, se for o caso (IN art. 32, V).";

/** pt-BR names of the art. 32 classes. */
export const IN_CLASS_LABEL = {
  leve: "leve",
  media: "média",
  grave: "grave",
  muito_grave: "muito grave",
  gravissima: "gravíssima",
} as const;

const range = (
  item: string,
  cls: keyof typeof IN_CLASS_LABEL,
  min: number,
  max: number,
  words: string,
): Rule => ({
  id: `fine_${cls}`,
  article: `IN art. 32, ${item}`,
  topic: "fines",
  status: "regulated",
  summary: `${IN_CLASS_LABEL[cls].replace(/^./, (c) => c.toUpperCase())}: de ${min} a ${max} UPF (algarismos; o extenso diz ${words}).`,
  value: { quantity: max, unit: "upf" },
});

export const indiavaiRuleset: Ruleset = {
  id: "indiavai-mt",
  lawKey: "IN",
  law: {
    title: "Código de Limpeza Urbana de Indiavaí, de 10/12/2024",
    date: "2024-12-10",
    source: "indiavai-mt-2024-codigo-limpeza-urbana.txt",
  },
  rules: [
    {
      id: "material_on_street",
      article: "IN art. 13, III",
      topic: "placement",
      status: "regulated",
      summary: "Material no passeio ou na via só pelo tempo necessário à descarga ou remoção.",
    },
    {
      id: "storm_water",
      article: "IN art. 23, §1º, VII",
      topic: "placement",
      status: "regulated",
      summary:
        "Não obstruir caixas públicas receptoras (bocas de lobo), sarjetas, valas nem outras passagens de águas pluviais.",
    },
    {
      id: "waste_outside_cacamba",
      article: "IN art. 23, §1º, I, b",
      topic: "placement",
      status: "regulated",
      summary:
        "Nenhum entulho ou resto de construção fora da caçamba, no passeio, na via ou em área pública.",
    },
    {
      id: "spills",
      article: "IN art. 23, §1º, IV",
      topic: "placement",
      status: "regulated",
      summary: "Não derramar óleo, tinta, nata de cal, cimento e similares no passeio ou no leito da via.",
    },
    {
      id: "cleaning_services",
      article: "IN art. 23, §1º, VIII",
      topic: "placement",
      status: "regulated",
      summary: "A caçamba não pode perturbar nem impedir a varredura e os demais serviços de limpeza urbana.",
    },
    {
      id: "pavement",
      article: "IN art. 23, §3º",
      topic: "placement",
      status: "regulated",
      summary: "Não recortar nem danificar o pavimento da via (calços sob as sapatas do caminhão).",
    },
    {
      id: "works_frontage",
      article: "IN art. 13, I",
      topic: "placement",
      status: "regulated",
      summary:
        "Manter limpo o trecho em frente à obra; evitar poeira e queda de detritos na via e nos vizinhos (art. 13, II).",
    },
    {
      id: "placement_distances",
      article: "IN art. 13, III",
      topic: "placement",
      status: "notRegulated",
      summary: "Posição e distâncias da caçamba.",
      explanation:
        "O Código de Limpeza Urbana de Indiavaí não trata de caçambas nem fixa distâncias; só proíbe obstruir as passagens de águas pluviais (art. 23, §1º, VII).",
    },
    {
      id: "max_dwell",
      article: "IN art. 13, III",
      topic: "dwell",
      status: "notRegulated",
      summary: "Prazo de permanência.",
      explanation: 'Não há prazo fixo: só "o tempo necessário para sua descarga ou remoção".',
    },
    {
      id: "identification",
      article: "IN Código de Limpeza Urbana de 2024 (silente)",
      topic: "identification",
      status: "notRegulated",
      summary: "Identificação da caçamba.",
      explanation: "O Código de Limpeza Urbana não trata de caçambas e não exige identificação delas.",
    },
    {
      id: "upf_value",
      article: "IN art. 32",
      topic: "fines",
      status: "configuration",
      summary: "Multas em UPF (Unidade Padrão Fiscal do Município).",
      explanation: "O valor da UPF não está na lei: informe fineConfig.upfCents.",
    },
    {
      id: "class_by_authority",
      article: "IN art. 31",
      topic: "fines",
      status: "configuration",
      summary: "A autoridade gradua a multa pela gravidade e pelos antecedentes.",
      explanation: "A lei não diz a classe de cada infração: informe severity conforme o auto de infração.",
    },
    range("I", "leve", 1, 3, "cinco a dez"),
    range("II", "media", 4, 7, "onze a vinte"),
    range("III", "grave", 8, 12, "vinte e uma a trinta"),
    range("IV", "muito_grave", 13, 16, "trinta e uma a quarenta e cinco"),
    range("V", "gravissima", 16, 21, "quarenta e seis a setenta"),
    {
      id: "works_fine",
      article: "IN art. 13, §2º",
      topic: "fines",
      status: "regulated",
      summary:
        "Descumprir o art. 13 após notificação (10 dias): multa de 5 UPF; reincidência em 30 dias soma 1 UPF (§3º; a lei não diz de que data se contam os 30 dias).",
      value: { quantity: 5, unit: "upf" },
    },
    {
      id: "reincidence_double",
      article: "IN art. 31, parágrafo único",
      topic: "fines",
      status: "regulated",
      summary: "Reincidência: multa em dobro.",
    },
    {
      id: "appeal",
      article: "IN art. 10",
      topic: "procedure",
      status: "regulated",
      summary: "Recurso administrativo em 10 dias úteis.",
      value: { quantity: 10, unit: "business_days" },
    },
    ...LOT_CLEANING_RULES,
  ],
  flags: [{ code: "digits_vs_words", article: "IN art. 32", message: IN_DIGITS_VS_WORDS }],
};
