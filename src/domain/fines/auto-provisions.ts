import type { LawKey } from "../municipalities";

/**
 * What each municipality's own law says about the auto de infração, so screens, messages and the PDF
 * cite only that law. `null` where the law is silent: nothing is cited then (never another city's law).
 */
export interface AutoProvisions {
  /** The article listing what the auto must contain. */
  elements: string | null;
  /** Place, date and hour of issue. */
  issuedPlace: string | null;
  /** The offender's identification (name and address in CM). */
  offender: string | null;
  /** Where the infraction happened and the facts. */
  facts: string | null;
  /** The provision breached and the penalty. */
  provision: string | null;
  /** The inspector's name, post and signature. */
  inspector: string | null;
  /** How the offender is notified. */
  notice: string | null;
  /** Notice by public notice (edital). */
  publicNotice: string | null;
  /** A provision as this law numbers it, for the form's example. */
  example: string;
  /** One pt-BR sentence for a law that lists no elements: where the procedure is. */
  silence: string | null;
}

const AUTO_PROVISIONS: Record<LawKey, AutoProvisions> = {
  JF: {
    elements: null,
    issuedPlace: null,
    offender: null,
    facts: null,
    provision: null,
    inspector: null,
    notice: null,
    publicNotice: null,
    example: "JF art. 12, §1º",
    silence:
      "A lei de Juiz de Fora não lista os elementos do auto: a aplicação e a cobrança das multas seguem o Código de Posturas (JF art. 29).",
  },
  JP: {
    elements: null,
    issuedPlace: null,
    offender: null,
    facts: null,
    provision: null,
    inspector: null,
    notice: null,
    publicNotice: null,
    example: "JP art. 16, §2º",
    silence:
      "A lei de João Pessoa não lista os elementos do auto; ele é julgado em primeira instância pelo órgão de fiscalização (JP art. 32).",
  },
  CM: {
    elements: "CM art. 82",
    issuedPlace: "CM art. 82, II",
    offender: "CM art. 82, I",
    facts: "CM art. 82, III",
    provision: "CM art. 82, IV e V",
    inspector: "CM art. 82, VI",
    notice: "CM arts. 83 a 85",
    publicNotice: "CM art. 85",
    example: "CM art. 47, I",
    silence: null,
  },
  IN: {
    elements: "IN art. 8º",
    issuedPlace: "IN art. 8º, I",
    offender: "IN art. 8º, II",
    facts: "IN art. 8º, III",
    provision: "IN art. 8º, IV",
    inspector: "IN art. 8º, VI",
    notice: "IN art. 7º, §1º",
    publicNotice: "IN art. 7º, §1º, III",
    example: "IN art. 23, §1º, I",
    silence: null,
  },
};

export function autoProvisions(lawKey: LawKey): AutoProvisions {
  return AUTO_PROVISIONS[lawKey];
}

/** " (CM art. 82, II)" or "" where the law is silent: appended to a sentence before its full stop. */
export const citeIn = (article: string | null): string => (article ? ` (${article})` : "");
