import { RulesInputError } from "../../errors";
import { articleKey } from "../../fines/articles";
import type { ExtraPenalty, FineClass, FineDeadline, FineResult, ParsedFineInput } from "../../fines/schema";
import { applyFactor, updateFactor } from "../../fines/update";
import { formatCents } from "../../format";
import { localDate } from "../../time/zoned";
import { assertProvision } from "../provisions";
import { JF_CLASS_OF, JF_NEEDS_INCISO, JF_PROVISIONS, type JfClassKey } from "./fine-provisions";

interface JfClass {
  class: FineClass;
  amountCents: number;
  article: string;
}

const LEVE: JfClass = { class: "leve", amountCents: 15000, article: "JF art. 24" };
const MEDIA: JfClass = { class: "media", amountCents: 25000, article: "JF art. 25" };
const GRAVE: JfClass = { class: "grave", amountCents: 45000, article: "JF art. 26" };
const GRAVISSIMA: JfClass = { class: "gravissima", amountCents: 500000, article: "JF art. 27" };

const CLASSES: Record<JfClassKey, JfClass> = {
  leve: LEVE,
  media: MEDIA,
  grave: GRAVE,
  gravissima: GRAVISSIMA,
};

function reject(message: string): never {
  throw new RulesInputError(message, [{ path: "article", message }]);
}

/** The class arts. 24–27 give the provision, or a pt-BR error saying why there is none. */
function classOf(citation: string): JfClass {
  const key = articleKey(citation, "JF");
  const found = JF_CLASS_OF[key];
  if (found) return CLASSES[found];
  assertProvision(JF_PROVISIONS, citation);
  const incisos = JF_NEEDS_INCISO[key];
  if (incisos) reject(`"${citation}" tem incisos de classes diferentes: cite o inciso violado (${incisos}).`);
  return reject(
    `"${citation}" existe, mas a lei não fixa classe nem valor de multa para ele: os arts. 24 a 27 não o citam. Descumpri-lo é infração (art. 23), sem multa calculável por esta lei.`,
  );
}

/** JF art. 26: apprehension, suspension and cassation, at the inspectors' discretion. */
const GRAVE_PENALTIES: readonly ExtraPenalty[] = [
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
    description: "Suspensão da licença de localização e funcionamento, a critério da fiscalização (art. 26).",
  },
  {
    kind: "cassation",
    mandatory: false,
    article: "JF art. 23, §3º, IV",
    description: "Cassação da licença de localização e funcionamento, a critério da fiscalização (art. 26).",
  },
];

const ART_27 = 'art. 27: "além da apreensão e aplicação do disposto no art. 23, § 3º, incisos III e IV"';

/** JF art. 27: all three, always. The article's words are quoted once, on the first; the others name it. */
const GRAVISSIMA_PENALTIES: readonly ExtraPenalty[] = [
  { kind: "apprehension", mandatory: true, article: "JF art. 27", description: `Apreensão (${ART_27}).` },
  {
    kind: "suspension",
    mandatory: true,
    article: "JF art. 23, §3º, III",
    description: "Suspensão da licença de localização e funcionamento (art. 27, com o art. 23, §3º, III).",
  },
  {
    kind: "cassation",
    mandatory: true,
    article: "JF art. 23, §3º, IV",
    description: "Cassação da licença de localização e funcionamento (art. 27, com o art. 23, §3º, IV).",
  },
];

const extraPenalties = (fineClass: FineClass): ExtraPenalty[] =>
  fineClass === "grave" ? [...GRAVE_PENALTIES] : fineClass === "gravissima" ? [...GRAVISSIMA_PENALTIES] : [];

const DEFENCE: FineDeadline = {
  kind: "defence",
  days: 15,
  dayKind: "calendar",
  from: "sem termo inicial fixado pela lei",
  article: "JF art. 28, parágrafo único",
};

/** JF art. 28: the gravíssima fine is paid within 15 days of its publication. */
const PAYMENT: FineDeadline = {
  kind: "payment",
  days: 15,
  dayKind: "calendar",
  from: "da publicação da multa",
  article: "JF art. 28",
};

const deadlines = (fineClass: FineClass): FineDeadline[] =>
  fineClass === "gravissima" ? [DEFENCE, PAYMENT] : [DEFENCE];

const ART_30 = "JF art. 30";

/**
 * JF art. 30: "90 (noventa) dias, contados da publicação desta Lei" (28/07/2023) to adapt the caçambas'
 * identification (art. 7º). Counted as LC 95/1998, art. 8º, §1º counts a law's vacancy — the day of
 * publication and the last day both included — the period runs 28/07/2023 to 25/10/2023; from 26/10/2023 an
 * art. 7º fine is due.
 */
export const JF_ART30_LAST_DAY = "2023-10-25";

function identificationGrace(input: ParsedFineInput, entry: JfClass): FineResult | null {
  const key = articleKey(input.article, "JF");
  if (key !== "7" && !key.startsWith("7.")) return null;
  if (localDate(Date.parse(input.at), input.municipality.timeZone) > JF_ART30_LAST_DAY) return null;
  const message =
    "Multa não devida: a lei de 28/07/2023 deu às empresas 90 dias, contados da publicação, para adequar a identificação das caçambas (JF art. 30) — de 28/07/2023 a 25/10/2023, contando o dia da publicação e o último, como a LC 95/1998, art. 8º, §1º. Infrações ao art. 7º só geram multa a partir de 26/10/2023.";
  return {
    municipality: input.municipality.id,
    article: input.article,
    class: entry.class,
    notDue: { article: ART_30, until: JF_ART30_LAST_DAY, message },
    extraPenalties: [],
    reincidence: { applies: false, effect: "Sem multa devida nesta data (JF art. 30)." },
    deadlines: [],
    notes: [message],
    flags: [],
  };
}

export function juizDeForaFine(input: ParsedFineInput): FineResult {
  const entry = classOf(input.article);
  const grace = identificationGrace(input, entry);
  if (grace) return grace;
  const factor = updateFactor(input, 2023, "JF arts. 24–27", "JF art. 31, índices dos tributos municipais");
  const amountCents = applyFactor(entry.amountCents, factor);
  const notes = [
    `Multa ${entry.class === "media" ? "média" : entry.class === "gravissima" ? "gravíssima" : entry.class} de ${formatCents(amountCents)} (${entry.article}${factor !== 1 ? `, atualizada pelo fator ${String(factor).replace(".", ",")} — art. 31` : ""}).`,
    "A fiscalização pode antes notificar com prazo para regularizar (JF art. 23, §2º).",
    "Defesa em 15 dias (JF art. 28, parágrafo único): a lei não diz a partir de quando o prazo conta; confirme no auto ou no Código de Posturas (art. 29).",
    "Cobrança, apreensão e cassação seguem o Código de Posturas e o Código Tributário Municipal (JF art. 29).",
  ];
  if (entry.class === "gravissima") {
    notes.push(
      "Infração gravíssima: o auto pode ser lavrado sem notificação prévia (JF art. 23, §4º).",
      "O art. 27 manda aplicar a apreensão e o art. 23, §3º, III e IV (suspensão e cassação) sem dizer como se combinam; o Código de Posturas decide a aplicação (art. 29).",
    );
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

/** Every article `juizDeForaFine` answers with besides the provision breached (`rulesets`). */
export const JF_FINE_CITES: readonly string[] = [
  ...Object.values(CLASSES),
  ...GRAVE_PENALTIES,
  ...GRAVISSIMA_PENALTIES,
  DEFENCE,
  PAYMENT,
  { article: ART_30 },
].map((c) => c.article);
