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
  example: "JP art. 16, §2º",
  silence:
    "A lei de João Pessoa não lista os elementos do auto; ele é julgado em primeira instância pelo órgão de fiscalização (JP art. 32).",
};
