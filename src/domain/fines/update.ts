import { missingConfig } from "../errors";
import { localParts } from "../time/zoned";
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
  const year = localYear(input.at, input.municipality.timeZone);
  const factor = input.fineConfig?.updateFactor;
  if (factor !== undefined) return factor;
  if (year <= baseYear) return 1;
  throw missingConfig(
    "fineConfig.updateFactor",
    `Os valores de ${article} são atualizados anualmente (${index}); informe fineConfig.updateFactor, o fator acumulado desde ${baseYear}, para infrações de ${year}.`,
  );
}

/** The calendar year of an instant on the municipality's wall clock (2024-01-01T01:00Z is still 2023 in JF). */
export function localYear(iso: string, timeZone: string): number {
  return localParts(Date.parse(iso), timeZone).year;
}

export const applyFactor = (cents: number, factor: number): number => Math.round(cents * factor);
