import { RulesInputError } from "../errors";
import { formatCents } from "../format";
import { articleKey, lookupArticle } from "./articles";
import type { ExtraPenalty, FineClass, FineDeadline, FineResult, ParsedFineInput } from "./schema";
import { applyFactor, updateFactor } from "./update";

interface JfClass {
  class: FineClass;
  amountCents: number;
  article: string;
}

const LEVE: JfClass = { class: "leve", amountCents: 15000, article: "JF art. 24" };
const MEDIA: JfClass = { class: "media", amountCents: 25000, article: "JF art. 25" };
const GRAVE: JfClass = { class: "grave", amountCents: 45000, article: "JF art. 26" };
const GRAVISSIMA: JfClass = { class: "gravissima", amountCents: 500000, article: "JF art. 27" };

/** JF arts. 24–27: which provision breached falls in which class. */
const TABLE: Record<string, JfClass> = {
  "7": LEVE,
  "13": LEVE,
  "14": LEVE,
  "17": LEVE,
  "9.i": MEDIA,
  "9.ii": MEDIA,
  "9.iii": MEDIA,
  "10": MEDIA,
  "11": MEDIA,
  "12.v": MEDIA,
  "12.vi": MEDIA,
  "12.vii": MEDIA,
  "12.viii": MEDIA,
  "12.ix": MEDIA,
  "12.§1": MEDIA,
  "12.§2": MEDIA,
  "21": MEDIA,
  "12.i": GRAVE,
  "12.ii": GRAVE,
  "12.iii": GRAVE,
  "12.iv": GRAVE,
  "22": GRAVE,
  "4": GRAVISSIMA,
  "15": GRAVISSIMA,
  "16": GRAVISSIMA,
};

function extraPenalties(fineClass: FineClass): ExtraPenalty[] {
  if (fineClass === "grave") {
    return [
      {
        kind: "apprehension",
        mandatory: false,
        article: "JF art. 26",
        description: "Apreensão, a critério da fiscalização.",
      },
      {
        kind: "suspension",
        mandatory: false,
        article: "JF art. 23, §3º, III",
        description:
          "Suspensão da licença de localização e funcionamento, a critério da fiscalização (art. 26).",
      },
      {
        kind: "cassation",
        mandatory: false,
        article: "JF art. 23, §3º, IV",
        description:
          "Cassação da licença de localização e funcionamento, a critério da fiscalização (art. 26).",
      },
    ];
  }
  if (fineClass === "gravissima") {
    return [
      {
        kind: "apprehension",
        mandatory: true,
        article: "JF art. 27",
        description: "Apreensão, além da multa.",
      },
      {
        kind: "suspension",
        mandatory: true,
        article: "JF art. 23, §3º, III",
        description: "Suspensão da licença de localização e funcionamento (art. 27), ou cassação.",
      },
      {
        kind: "cassation",
        mandatory: false,
        article: "JF art. 23, §3º, IV",
        description: "Cassação da licença de localização e funcionamento (art. 27), em lugar da suspensão.",
      },
    ];
  }
  return [];
}

function deadlines(fineClass: FineClass): FineDeadline[] {
  const list: FineDeadline[] = [
    {
      kind: "defence",
      days: 15,
      dayKind: "calendar",
      from: "da ciência do auto de infração",
      article: "JF art. 28, parágrafo único",
    },
  ];
  if (fineClass === "gravissima") {
    list.push({
      kind: "payment",
      days: 15,
      dayKind: "calendar",
      from: "da publicação da multa",
      article: "JF art. 28",
    });
  }
  return list;
}

export function juizDeForaFine(input: ParsedFineInput): FineResult {
  const key = articleKey(input.article, "JF");
  const entry = lookupArticle(key, TABLE);
  if (!entry) {
    const message = `"${input.article}" não tem multa em JF arts. 24–27. Cite o dispositivo violado com o inciso, ex.: "JF art. 12, V" ou "JF art. 9º, III, a".`;
    throw new RulesInputError(message, [{ path: "article", message }]);
  }
  const factor = updateFactor(input, 2023, "JF arts. 24–27", "JF art. 31, índices dos tributos municipais");
  const amountCents = applyFactor(entry.amountCents, factor);
  const notes = [
    `Multa ${entry.class === "media" ? "média" : entry.class === "gravissima" ? "gravíssima" : entry.class} de ${formatCents(amountCents)} (${entry.article}${factor !== 1 ? `, atualizada pelo fator ${String(factor).replace(".", ",")} — art. 31` : ""}).`,
    "A fiscalização pode antes notificar com prazo para regularizar (JF art. 23, §2º).",
    "Cobrança, apreensão e cassação seguem o Código de Posturas e o Código Tributário Municipal (JF art. 29).",
  ];
  if (entry.class === "gravissima") {
    notes.push("Infração gravíssima: o auto pode ser lavrado sem notificação prévia (JF art. 23, §4º).");
  }
  const prior = input.history?.priorInfractions.length ?? 0;
  return {
    municipality: input.municipality.id,
    article: input.article,
    class: entry.class,
    amountCents,
    extraPenalties: extraPenalties(entry.class),
    reincidence: {
      applies: false,
      effect:
        prior > 0
          ? "A lei de Juiz de Fora não prevê agravamento por reincidência; o valor não muda."
          : "Sem infrações anteriores informadas.",
    },
    deadlines: deadlines(entry.class),
    notes,
    flags: [],
  };
}
