import type { AutoProvisions } from "../types";

/** What this law says about the auto de infração. */
export const auto: AutoProvisions = {
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
};
