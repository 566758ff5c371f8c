import { lawOf } from "../laws/registry";
import type { AutoProvisions, Municipality } from "../laws/types";

export type { AutoProvisions } from "../laws/types";

/**
 * What the municipality's own law says about the auto de infração, so screens, messages and the PDF cite
 * only that law. `null` where the law is silent: nothing is cited then (never another city's law).
 */
export function autoProvisions(municipality: Municipality | string): AutoProvisions {
  return lawOf(municipality).texts.auto;
}

/** " (CM art. 82, II)" or "" where the law is silent: appended to a sentence before its full stop. */
export const citeIn = (article: string | null): string => (article ? ` (${article})` : "");
