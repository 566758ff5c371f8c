import { parseInput } from "../errors";
import { notInForceAt } from "../laws/in-force";
import { lawOf } from "../laws/registry";
import { assertInOrder } from "../time/instant-order";
import type { ParsedRemovalDeadlineInput, RemovalDeadline } from "./schema";
import { removalDeadlineInputSchema } from "./schema";

/** A caçamba fills and becomes a hazard only once it stands on the street. */
function assertInstantsInOrder(input: ParsedRemovalDeadlineInput): void {
  const placed = { path: "placedAt", at: input.placedAt, label: "colocação" };
  const tz = input.municipality.timeZone;
  const why = "A caçamba só enche ou vira foco de insalubridade depois de colocada; corrija as datas.";
  if (input.fullAt)
    assertInOrder(placed, { path: "fullAt", at: input.fullAt, label: "caçamba cheia" }, tz, why);
  if (input.hazardSince)
    assertInOrder(
      placed,
      { path: "hazardSince", at: input.hazardSince, label: "foco de insalubridade" },
      tz,
      why,
    );
}

/**
 * The removal deadline of the placement's municipality, as its law counts it. A count that starts before the
 * law was in force (`countsFrom`, else the placement) has no deadline under it: `status: "notInForce"`.
 */
export function removalDeadline(input: unknown): RemovalDeadline {
  const parsed = parseInput(removalDeadlineInputSchema, input, "removalDeadline");
  assertInstantsInOrder(parsed);
  const law = lawOf(parsed.municipality);
  const result = law.removalDeadline(parsed);
  const notInForce = notInForceAt(law.enactment, parsed.municipality, result.countsFrom ?? parsed.placedAt);
  if (!notInForce) return result;
  return {
    municipality: parsed.municipality.id,
    deadline: null,
    rule: "in_force",
    article: notInForce.article,
    status: "notInForce",
    explanation: notInForce.message,
    notInForce,
  };
}
