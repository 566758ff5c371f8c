import { missingConfig } from "../errors";
import type { ParsedFineInput } from "./schema";

/**
 * Monetary update the law delegates to an index (JF art. 31, CM art. 74, §1º): from the year after
 * `baseYear` on, the caller must give the cumulative factor; the law's own amounts are never silently reused.
 */
export function updateFactor(
  input: ParsedFineInput,
  baseYear: number,
  article: string,
  index: string,
): number {
  const year = Number(input.at.slice(0, 4));
  const factor = input.fineConfig?.updateFactor;
  if (factor !== undefined) return factor;
  if (year <= baseYear) return 1;
  throw missingConfig(
    "fineConfig.updateFactor",
    `Os valores de ${article} são atualizados anualmente (${index}); informe fineConfig.updateFactor, o fator acumulado desde ${baseYear}, para infrações de ${year}.`,
  );
}

export const applyFactor = (cents: number, factor: number): number => Math.round(cents * factor);
