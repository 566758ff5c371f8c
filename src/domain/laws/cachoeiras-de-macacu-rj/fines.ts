import { sameInfraction } from "../../fines/articles";
import type {
  ExtraPenalty,
  FineDeadline,
  FineResult,
  ParsedFineInput,
  Reincidence,
} from "../../fines/schema";
import { applyFactor, updateFactor } from "../../fines/update";
import type { RulesetFlag } from "../../rulesets/types";
import { CM_ANNEX_OCR, CM_ANNEX_OCR_FLAGS, CM_ART68_VI_OCR, CM_TABLE1_GAP } from "./annex-ocr";
import { refuseUnearnedPrimary } from "./circumstances";
import { validateCmArticle } from "./fine-provisions";

/** A band of Annex I; `ocr` when a number of it is inferred from an illegible passage. */
type Band = { minCents: number; maxCents: number; table: string; note?: string; ocr?: RulesetFlag };

/** CM art. 74: range of each class, in centavos (base values of 2021). */
const RANGE: Record<"leve" | "grave" | "gravissima", Band> = {
  leve: { minCents: 4000, maxCents: 35000, table: "CM art. 74, I" },
  grave: { minCents: 35100, maxCents: 100000, table: "CM art. 74, II" },
  gravissima: { minCents: 100100, maxCents: 500000, table: "CM art. 74, III" },
};

/** Annex I, Table 1: leve graded by the number of attenuating circumstances. */
const LEVE_BY_ATTENUATING: readonly Band[] = [
  { minCents: 25100, maxCents: 35000, table: "CM Anexo I, Tabela 1 (sem atenuante)" },
  {
    minCents: 16100,
    maxCents: 25000,
    table: "CM Anexo I, Tabela 1 (1 atenuante)",
    ocr: CM_ANNEX_OCR.leveOneAttenuating,
  },
  {
    minCents: 12100,
    maxCents: 15000,
    table: "CM Anexo I, Tabela 1 (2 atenuantes)",
    note: CM_TABLE1_GAP,
  },
  { minCents: 8100, maxCents: 12000, table: "CM Anexo I, Tabela 1 (3 atenuantes)" },
  {
    minCents: 4000,
    maxCents: 8000,
    table: "CM Anexo I, Tabela 1 (4 ou mais atenuantes)",
    ocr: CM_ANNEX_OCR.leveFourAttenuating,
  },
];

/** Annex I, Table 2: grave graded by which aggravating circumstance (art. 68 inciso) was found. */
const GRAVE_BY_INCISO: Record<string, [number, number]> = {
  I: [90100, 100000],
  V: [90100, 100000],
  VIII: [80100, 90000],
  III: [70100, 80000],
  IX: [60100, 70000],
  VII: [50100, 60000],
  VI: [45100, 50000],
  IV: [40100, 45000],
  II: [35100, 40000],
};

/** Annex I, Table 3: gravíssima graded by the number of aggravating circumstances. */
function gravissimaBand(count: number): Band {
  const bands: [number, number][] = [
    [100100, 200000],
    [200100, 300000],
    [300100, 400000],
    [400100, 500000],
  ];
  const index = Math.min(Math.max(count - 2, 0), 3);
  const [minCents, maxCents] = bands[index] ?? [100100, 500000];
  return {
    minCents,
    maxCents,
    ...(count >= 4 ? { ocr: CM_ANNEX_OCR.gravissimaFourOrMore } : {}),
    table: `CM Anexo I, Tabela 3 (${Math.min(count, 5)}${count >= 5 ? " ou mais" : ""} agravantes)`,
  };
}

/** CM art. 71: the penalties besides the fine, at the authority's discretion. */
const PENALTIES: readonly ExtraPenalty[] = [
  { kind: "warning", mandatory: false, article: "CM art. 71, I", description: "Advertência." },
  {
    kind: "interdiction",
    mandatory: false,
    article: "CM art. 71, III",
    description: "Interdição parcial ou total.",
  },
  {
    kind: "suspension",
    mandatory: false,
    article: "CM art. 71, IV",
    description: "Suspensão temporária da obra.",
  },
];

const SPECIFIC = {
  applies: true,
  kind: "specific",
  article: "CM art. 68, §1º",
  effect: "Infração caracterizada como gravíssima.",
} as const satisfies Reincidence;

const GENERIC = {
  applies: true,
  kind: "generic",
  article: "CM art. 68, §3º",
  effect: "Antecedente considerado na graduação.",
} as const satisfies Reincidence;

/** CM arts. 86 (defence), 99 (appeal), 107 (payment) and 109 (prescription). */
const DEADLINES: readonly FineDeadline[] = [
  {
    kind: "defence",
    days: 20,
    dayKind: "calendar",
    from: "da intimação do auto de infração",
    article: "CM art. 86",
  },
  {
    kind: "appeal",
    days: 20,
    dayKind: "calendar",
    from: "da ciência da decisão da JIJ",
    article: "CM art. 99",
  },
  {
    kind: "payment",
    days: 15,
    dayKind: "calendar",
    from: "da notificação da decisão definitiva",
    article: "CM art. 107",
  },
  { kind: "prescription", years: 5, dayKind: "calendar", from: "da infração", article: "CM art. 109" },
];

/** Every article `cachoeirasFine` answers with besides the provision breached (`rulesets`). */
export const CM_FINE_CITES: readonly string[] = [
  ...PENALTIES,
  SPECIFIC,
  GENERIC,
  ...DEADLINES,
  ...CM_ANNEX_OCR_FLAGS,
  CM_ART68_VI_OCR,
].map((c) => c.article);

export function cachoeirasFine(input: ParsedFineInput): FineResult {
  validateCmArticle(input.article);
  const aggravating = [...new Set(input.circumstances?.aggravating ?? [])];
  const attenuating = [...new Set(input.circumstances?.attenuating ?? [])];
  const atMs = Date.parse(input.at);
  const prior = (input.history?.priorInfractions ?? []).filter((p) => Date.parse(p.decidedAt) < atMs);
  const specific = prior.some((p) => sameInfraction(p.article, input.article, "CM"));
  const generic = !specific && prior.length > 0;
  refuseUnearnedPrimary(attenuating, aggravating, specific ? "specific" : generic ? "generic" : null);
  const notes: string[] = [];

  let fineClass: keyof typeof RANGE;
  let band: Band;
  if (specific || aggravating.length >= 2) {
    fineClass = "gravissima";
    band = aggravating.length >= 2 ? gravissimaBand(aggravating.length) : { ...RANGE.gravissima };
    if (specific)
      notes.push(
        "Reincidência específica: infração gravíssima, passível da penalidade máxima (CM art. 68, §1º).",
      );
  } else if (aggravating.length === 1) {
    fineClass = "grave";
    const inciso = aggravating[0] ?? "II";
    const [minCents, maxCents] = GRAVE_BY_INCISO[inciso] ?? [35100, 100000];
    band = {
      minCents,
      maxCents,
      table: `CM Anexo I, Tabela 2 (agravante do art. 68, ${inciso})`,
      ...(inciso === "VII" ? { ocr: CM_ANNEX_OCR.graveInciso7 } : {}),
    };
  } else {
    fineClass = "leve";
    band = LEVE_BY_ATTENUATING[Math.min(attenuating.length, 4)] ?? RANGE.leve;
  }
  if (band.note) notes.push(band.note);
  if (band.ocr) notes.push(band.ocr.message);
  if (aggravating.length > 0 && attenuating.length > 0) {
    notes.push(
      "Há atenuantes e agravantes: prevalecem as preponderantes, a juízo da autoridade (CM art. 70).",
    );
  }
  if (generic)
    notes.push("Reincidência genérica (CM art. 68, §3º): pesa como antecedente na graduação (art. 69, III).");
  notes.push(
    "Recurso em 20 dias da ciência da decisão da JIJ (CM art. 99), com efeito suspensivo quanto à multa (CM art. 102): o pagamento, em 15 dias, conta da notificação da decisão definitiva (CM art. 107), não da decisão de primeira instância.",
  );

  const factor = updateFactor(input, 2021, "CM art. 74", "IPCA, CM art. 74, §1º");
  const classRange = RANGE[fineClass];
  notes.unshift(
    `Classe pelas circunstâncias (CM art. 66); faixa da classe ${classRange.table}; gradação ${band.table}.`,
    "A autoridade considera também a gravidade, os antecedentes e a capacidade econômica do infrator (CM art. 69).",
  );
  return {
    municipality: input.municipality.id,
    article: input.article,
    class: fineClass,
    minCents: applyFactor(band.minCents, factor),
    maxCents: applyFactor(band.maxCents, factor),
    extraPenalties: [...PENALTIES],
    reincidence: specific
      ? SPECIFIC
      : generic
        ? GENERIC
        : { applies: false, effect: "Sem infrações anteriores com decisão definitiva." },
    deadlines: [...DEADLINES],
    notes,
    flags: [...(band.ocr ? [band.ocr] : []), ...(aggravating.includes("VI") ? [CM_ART68_VI_OCR] : [])],
  };
}
