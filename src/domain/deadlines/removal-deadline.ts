import { parseInput } from "../errors";
import { lawOf } from "../laws/registry";
import type { RemovalDeadline } from "./schema";
import { removalDeadlineInputSchema } from "./schema";

/** The removal deadline of the placement's municipality, as its law counts it. */
export function removalDeadline(input: unknown): RemovalDeadline {
  const parsed = parseInput(removalDeadlineInputSchema, input, "removalDeadline");
  return lawOf(parsed.municipality).removalDeadline(parsed);
}
