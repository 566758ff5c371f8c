import { parseInput } from "../errors";
import { lawOf } from "../laws/registry";
import { type FineResult, fineInputSchema } from "./schema";

/** The fine as the municipality's own law computes it. */
export function computeFine(input: unknown): FineResult {
  const parsed = parseInput(fineInputSchema, input, "computeFine");
  return lawOf(parsed.municipality).fine(parsed);
}
