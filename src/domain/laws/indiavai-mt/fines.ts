import { missingConfig } from "../../errors";
import { articleKey, sameInfraction } from "../../fines/articles";
import type {
  ExtraPenalty,
  FineClass,
  FineDeadline,
  FineResult,
  ParsedFineInput,
  Reincidence,
} from "../../fines/schema";
import { formatCents } from "../../format";
import { lotCleaningDeadlines, refuseLotFineWithoutPriorConduct } from "./lot-cleaning";
import { IN_DIGITS_VS_WORDS, IN_GRAVISSIMA_NOTE } from "./ruleset";

/** IN art. 32, as the digits say (the words in parentheses contradict them). */
const UPF_RANGE: Record<FineClass, { min: number; max: number; article: string }> = {
  leve: { min: 1, max: 3, article: "IN art. 32, I" },
  media: { min: 4, max: 7, article: "IN art. 32, II" },
  grave: { min: 8, max: 12, article: "IN art. 32, III" },
  muito_grave: { min: 13, max: 16, article: "IN art. 32, IV" },
  gravissima: { min: 16, max: 21, article: "IN art. 32, V" },
};

/** Infractions the code fines with a fixed number of UPF. */
const FIXED_UPF: Record<string, { upf: number; article: string }> = {
  "13": { upf: 5, article: "IN art. 13, §2º" },
  "20": { upf: 5, article: "IN art. 20" },
  "9.pu": { upf: 1, article: "IN art. 9º, parágrafo único" },
};

const DAY_MS = 86_400_000;

/** IN art. 10: the appeal against the auto, 10 business days. */
const APPEAL: FineDeadline = {
  kind: "appeal",
  days: 10,
  dayKind: "business",
  from: "do recebimento do auto de infração",
  article: "IN art. 10",
};

/** IN art. 13, §2º: 10 days from the notice to comply. */
const ART_13_TERM: FineDeadline = {
  kind: "compliance",
  days: 10,
  dayKind: "calendar",
  from: "do recebimento da notificação",
  article: "IN art. 13, §2º",
};

const LOT_REINCIDENCE = {
  applies: true,
  kind: "specific",
  article: "IN art. 9º, parágrafo único",
  effect:
    "A multa de 1 UPF já é a penalidade da reincidência na falta de limpeza do lote; não se dobra de novo pelo art. 31, parágrafo único.",
} as const satisfies Reincidence;

const WITHIN_30_DAYS = {
  applies: true,
  kind: "specific",
  article: "IN art. 13, §3º",
  effect: "Reincidência em 30 dias: soma 1 UPF.",
} as const satisfies Reincidence;

const DOUBLED = {
  applies: true,
  kind: "generic",
  article: "IN art. 31, parágrafo único",
  effect: "Reincidência: multa em dobro.",
} as const satisfies Reincidence;

/** IN art. 27: the penalties besides the fine. */
const PENALTIES: readonly ExtraPenalty[] = [
  {
    kind: "warning",
    mandatory: false,
    article: "IN art. 27, I",
    description: "Advertência, com prazo de 5 a 10 dias para regularizar (art. 27, parágrafo único).",
  },
  {
    kind: "seizure",
    mandatory: false,
    article: "IN art. 27, III",
    description: "Apreensão de produto, material ou equipamento.",
  },
  { kind: "embargo", mandatory: false, article: "IN art. 27, V", description: "Embargo de obra." },
];

const DIGITS_VS_WORDS = { code: "digits_vs_words", article: "IN art. 32", message: IN_DIGITS_VS_WORDS };

/** Every article `indiavaiFine` answers with besides the provision breached (`rulesets`). */
export const IN_FINE_CITES: readonly string[] = [
  ...lotCleaningDeadlines("6"),
  APPEAL,
  ART_13_TERM,
  LOT_REINCIDENCE,
  WITHIN_30_DAYS,
  DOUBLED,
  ...PENALTIES,
  DIGITS_VS_WORDS,
].map((c) => c.article);

export function indiavaiFine(input: ParsedFineInput): FineResult {
  const upfCents = input.fineConfig?.upfCents;
  if (upfCents === undefined) {
    throw missingConfig(
      "fineConfig.upfCents",
      "As multas de Indiavaí são em UPF e a lei não diz quanto vale uma UPF: informe fineConfig.upfCents (valor vigente em centavos).",
    );
  }
  const key = articleKey(input.article, "IN");
  const fixed = FIXED_UPF[key.split(".")[0] === "13" ? "13" : key];
  const atMs = Date.parse(input.at);
  const prior = (input.history?.priorInfractions ?? []).filter((p) => Date.parse(p.decidedAt) < atMs);
  refuseLotFineWithoutPriorConduct(
    key,
    prior.map((p) => p.article),
  );
  const deadlines: FineDeadline[] = [...lotCleaningDeadlines(key), APPEAL];
  const notes = [
    `UPF informada: ${formatCents(upfCents)}.`,
    "Notificação pessoal, por e-mail ou WhatsApp com confirmação, ou por edital (IN art. 7º, §1º).",
  ];

  if (fixed) {
    let upf = fixed.upf;
    let reincidence: Reincidence = { applies: false, effect: "Sem infrações anteriores informadas." };
    const fixedNotes: string[] = [];
    const recentSame = prior.some(
      (p) => sameInfraction(p.article, input.article, "IN") && atMs - Date.parse(p.decidedAt) <= 30 * DAY_MS,
    );
    if (key === "9.pu") {
      reincidence = LOT_REINCIDENCE;
    } else if (key.startsWith("13") && recentSame) {
      upf += 1;
      reincidence = WITHIN_30_DAYS;
    } else if (prior.length > 0) {
      upf *= 2;
      reincidence = DOUBLED;
    }
    if (key.startsWith("13") && prior.length > 0) {
      fixedNotes.push(
        'IN art. 13, §3º fala em "reincidência da conduta no período de 30 (trinta) dias" sem dizer de que data se conta: contamos da decisão anterior (decidedAt) até esta infração (at). Confirme a leitura com a prefeitura.',
      );
    }
    if (key.startsWith("13")) {
      deadlines.unshift(ART_13_TERM);
    }
    return {
      municipality: input.municipality.id,
      article: input.article,
      class: null,
      upf,
      upfCents,
      amountCents: upf * upfCents,
      extraPenalties: [],
      reincidence,
      deadlines,
      notes: [
        `Multa fixa de ${fixed.upf} UPF (${fixed.article}); a lei não a classifica.`,
        ...fixedNotes,
        ...notes,
      ],
      flags: [],
    };
  }

  if (!input.severity) {
    throw missingConfig(
      "severity",
      "A lei de Indiavaí não diz a classe de cada infração (IN art. 31): informe severity (leve, media, grave, muito_grave ou gravissima) conforme o auto de infração.",
    );
  }
  const range = UPF_RANGE[input.severity];
  const factor = prior.length > 0 ? 2 : 1;
  return {
    municipality: input.municipality.id,
    article: input.article,
    class: input.severity,
    upfMin: range.min * factor,
    upfMax: range.max * factor,
    upfCents,
    minCents: range.min * factor * upfCents,
    maxCents: range.max * factor * upfCents,
    extraPenalties: [...PENALTIES],
    reincidence:
      prior.length > 0 ? DOUBLED : { applies: false, effect: "Sem infrações anteriores informadas." },
    deadlines,
    notes: [
      `Faixa ${range.article}: ${range.min} a ${range.max} UPF${factor > 1 ? ", em dobro" : ""}.`,
      ...(input.severity === "gravissima" ? [IN_GRAVISSIMA_NOTE] : []),
      ...notes,
    ],
    flags: [DIGITS_VS_WORDS],
  };
}
