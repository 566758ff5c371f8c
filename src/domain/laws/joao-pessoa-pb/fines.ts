import { missingConfig } from "../../errors";
import { articleKey } from "../../fines/articles";
import type { ExtraPenalty, FineResult, ParsedFineInput, Reincidence } from "../../fines/schema";
import { localYear } from "../../fines/update";

/** JP art. 33: embargo when the notice's term passes, and its daily fine (§1º). */
const EMBARGO: readonly ExtraPenalty[] = [
  {
    kind: "embargo",
    mandatory: false,
    article: "JP art. 33",
    description: "Embargo se a irregularidade não for sanada no prazo da notificação.",
  },
  {
    kind: "daily_fine",
    mandatory: false,
    article: "JP art. 33, §1º",
    description: "Descumprido o embargo, multa diária igual à do auto de infração.",
  },
];

/** JP art. 35: suspension after a second embargo or apprehension in the year (the description counts them). */
const SUSPENSION = { kind: "suspension", mandatory: true, article: "JP art. 35" } as const;

/** JP art. 36: cassation after a suspension. */
const CASSATION: ExtraPenalty = {
  kind: "cassation",
  mandatory: true,
  article: "JP art. 36",
  description: "Nova infração depois de uma suspensão: cassação do alvará (JP art. 28, V).",
};

/** JP art. 31: reincidence doubles the penalties. */
const REINCIDENCE = {
  applies: true,
  kind: "generic",
  article: "JP art. 31",
  effect: "Reincidência: penalidades em dobro.",
} as const satisfies Reincidence;

/** Every article `joaoPessoaFine` answers with besides the provision breached (`rulesets`). */
export const JP_FINE_CITES: readonly string[] = [...EMBARGO, SUSPENSION, CASSATION, REINCIDENCE].map(
  (c) => c.article,
);

export function joaoPessoaFine(input: ParsedFineInput): FineResult {
  const key = articleKey(input.article, "JP");
  const annex = input.fineConfig?.annex ?? {};
  const entry = Object.entries(annex).find(([article]) => articleKey(article, "JP") === key)?.[1];
  if (!entry) {
    throw missingConfig(
      "fineConfig.annex",
      `O valor da multa de "${input.article}" está no Anexo da lei de João Pessoa (JP art. 31, §1º), que o texto publicado não traz. Informe fineConfig.annex["${input.article}"] com o valor em centavos.`,
    );
  }
  const atMs = Date.parse(input.at);
  const history = input.history;
  const prior = (history?.priorInfractions ?? []).filter((p) => Date.parse(p.decidedAt) < atMs);
  const reincident = prior.length > 0;
  const amountCents = reincident ? entry.amountCents * 2 : entry.amountCents;

  const extraPenalties: ExtraPenalty[] = [...EMBARGO];
  const timeZone = input.municipality.timeZone;
  const yearOf = (iso: string) => localYear(iso, timeZone);
  const sameYear = [...(history?.embargoes ?? []), ...(history?.apprehensions ?? [])].filter(
    (iso) => Date.parse(iso) < atMs && yearOf(iso) === yearOf(input.at),
  );
  if (sameYear.length >= 2) {
    extraPenalties.push({
      ...SUSPENSION,
      description: `Suspensão da atividade por até 15 dias: ${sameYear.length} embargos/apreensões em ${yearOf(input.at)} (JP art. 28, IV).`,
    });
  }
  if ((history?.suspensions ?? []).some((iso) => Date.parse(iso) < atMs)) {
    extraPenalties.push(CASSATION);
  }

  return {
    municipality: input.municipality.id,
    article: input.article,
    class: entry.class ?? null,
    amountCents,
    extraPenalties,
    reincidence: reincident
      ? REINCIDENCE
      : { applies: false, effect: "Sem infrações anteriores informadas." },
    deadlines: [],
    notes: [
      "Valor do Anexo informado pela configuração (JP art. 31, §1º).",
      "Multas de infrações simultâneas somam-se (JP art. 31, §3º).",
      "A lei não fixa prazos de defesa, pagamento ou recurso; o julgamento é da autoridade do órgão fiscalizador (JP art. 32).",
      ...(entry.class
        ? []
        : ["A lei de João Pessoa não classifica as infrações: classe não informada no Anexo."]),
    ],
    flags: [],
  };
}
