import type { AutoProvisions } from "../types";

/** What this law says about the auto de infração. */
export const auto: AutoProvisions = {
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
};
