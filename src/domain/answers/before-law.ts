import { notInForceAt } from "../laws/in-force";
import { lawOf } from "../laws/registry";
import type { Municipality } from "../laws/types";

/**
 * The answer of a verb asked about an instant before its municipality's law was in force: no verdict,
 * listing or refusal under it — the article that puts the law in force, and since when (issue #30, item 1).
 * Null when the law was in force then.
 */
export function beforeLaw(municipality: Municipality, at: string) {
  const notInForce = notInForceAt(lawOf(municipality).enactment, municipality, at);
  if (!notInForce) return null;
  return {
    municipality: municipality.id,
    date: notInForce.date,
    status: "notInForce" as const,
    article: notInForce.article,
    notInForce,
  };
}
