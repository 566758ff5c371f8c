import { RulesInputError } from "../../errors";
import { articleKey } from "../../fines/articles";
import type { FineDeadline } from "../../fines/schema";
import type { Rule } from "../../rulesets/types";

/**
 * IN arts. 6º–9º: the lot kept clean. The conduct is one — a lot not cleaned (art. 6º), past the term of
 * the notice (art. 7º), cleaned by the city at the owner's cost (art. 9º) — whichever of them an earlier
 * decision cited.
 */
const LOT_CONDUCT = new Set(["6", "6.pu", "7", "9", "9.pu"]);

const isLotConduct = (citation: string): boolean => {
  try {
    return LOT_CONDUCT.has(articleKey(citation, "IN"));
  } catch {
    return false;
  }
};

/**
 * IN art. 7º: the auto for art. 6º notifies the owner "para, no prazo de 10 (dez) dias a partir do
 * recebimento da notificação, efetuar a limpeza do lote urbano".
 */
export function lotCleaningDeadlines(key: string): FineDeadline[] {
  if (key !== "6" && !key.startsWith("6.")) return [];
  return [
    {
      kind: "compliance",
      days: 10,
      dayKind: "calendar",
      from: "do recebimento da notificação",
      article: "IN art. 7º",
    },
  ];
}

/**
 * IN art. 9º, parágrafo único ("Verificada a reincidência da conduta … multa no valor de 01 UPF") is the
 * penalty of a repeated conduct: without an earlier decision on the lot's cleaning there is nothing to fine.
 */
export function refuseLotFineWithoutPriorConduct(key: string, priorArticles: readonly string[]): void {
  if (key !== "9.pu" || priorArticles.some(isLotConduct)) return;
  const message =
    'A multa do IN art. 9º, parágrafo único, só cabe "verificada a reincidência da conduta": informe em history.priorInfractions a decisão anterior sobre a limpeza do lote (IN arts. 6º, 7º ou 9º). Sem ela, autue pelo art. 6º (notificação do art. 7º).';
  throw new RulesInputError(message, [{ path: "history.priorInfractions", message }]);
}

/** The ruleset's entries for the lot's cleaning (IN arts. 7º and 9º). */
export const LOT_CLEANING_RULES: readonly Rule[] = [
  {
    id: "lot_cleaning_term",
    article: "IN art. 7º",
    topic: "procedure",
    status: "regulated",
    summary:
      "Auto por lote sujo (art. 6º): o proprietário ou possuidor tem 10 dias, a partir do recebimento da notificação, para limpar o lote.",
    value: { quantity: 10, unit: "days" },
  },
  {
    id: "lot_reincidence",
    article: "IN art. 9º, parágrafo único",
    topic: "fines",
    status: "regulated",
    summary:
      "Verificada a reincidência da conduta (lote não limpo), multa de 1 UPF além dos custos da nova limpeza; sem conduta anterior, não cabe.",
    value: { quantity: 1, unit: "upf" },
  },
];
