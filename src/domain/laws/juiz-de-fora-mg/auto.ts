import type { AutoProvisions } from "../types";

/** What this law says about the auto de infração. */
export const auto: AutoProvisions = {
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
};
